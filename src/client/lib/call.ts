// Calls a contract endpoint (src/contract/api/*): the path comes from the contract with its
// `:params` filled and encoded, the reply is typed by the endpoint's 2xx schema. Refresh,
// Bearer, XSRF and ApiError come from http.ts.
import {
  isFileResponse,
  successStatus,
  type EndpointDef,
  type In,
  type IsFile,
  type PathParams,
  type ResponseOf,
} from "../../contract/endpoint";
import { apiPath, http, type Query, type RequestOptions } from "./http";

/** Query strings are text on the wire: a plain `string` field also takes a number. */
type ClientQuery<Q> = { [K in keyof Q]: string extends Q[K] ? Q[K] | number : Q[K] };

type ParamsArg<E extends EndpointDef> =
  PathParams<E["path"]> extends Record<string, never>
    ? { params?: undefined }
    : { params: PathParams<E["path"]> };
type QueryArg<E extends EndpointDef> = E["query"] extends object
  ? { query?: ClientQuery<In<E["query"]>> }
  : { query?: undefined };
type BodyArg<E extends EndpointDef> = E["bodyKind"] extends "multipart"
  ? { body: FormData }
  : E["body"] extends object
    ? { body: In<E["body"]> }
    : { body?: undefined };

export type CallArgs<E extends EndpointDef> = ParamsArg<E> &
  QueryArg<E> &
  BodyArg<E> &
  Pick<RequestOptions, "silentAuth" | "skipRefresh">;

type Download = { blob: Blob; fileName?: string };
export type CallResult<E extends EndpointDef> = IsFile<E> extends true ? Download : ResponseOf<E>;

/** `call(servicesApi.byId, { params: { id } })` → `Promise<{ result: Service }>`. */
export function call<E extends EndpointDef>(
  endpoint: E,
  ...[args]: Record<string, never> extends CallArgs<E> ? [CallArgs<E>?] : [CallArgs<E>]
): Promise<CallResult<E>> {
  const { params, query, body, ...opts } = (args ?? {}) as {
    params?: Record<string, string | number>;
    query?: Query;
    body?: unknown;
  } & RequestOptions;
  const path = apiPath(endpoint.path, params);
  const options: RequestOptions = { ...opts, query, body };
  if (isFileResponse(endpoint.responses[successStatus(endpoint)]))
    return http.download(path, options, endpoint.method) as Promise<CallResult<E>>;
  return http.request<CallResult<E>>(endpoint.method, path, options);
}
