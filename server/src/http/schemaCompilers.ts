import ValidatorSelector from '@fastify/ajv-compiler'
import SerializerSelector from '@fastify/fast-json-stringify-compiler'

/**
 * Schema compilers shared by every app this process builds. Fastify makes a new Ajv and compiles every
 * route's validators and serializers again for each instance: about two thirds of building the app, which
 * the test suites do hundreds of times (one app per test). Compiled once per schema object instead:
 * - validators: one Ajv per options (the selector's pool), whose cache is keyed by the schema object;
 * - serializers: fast-json-stringify's output kept per response schema object (we register no shared
 *   schemas, so the function depends on the schema alone).
 * A production process builds one app, so nothing changes there.
 */
const buildValidator = ValidatorSelector()

const serializerFactory = SerializerSelector()
const serializers = new WeakMap<object, (data: unknown) => string>()

const buildSerializer: typeof serializerFactory = (externalSchemas, options) => {
  const compile = serializerFactory(externalSchemas, options)
  if (externalSchemas && Object.keys(externalSchemas).length) return compile
  return (route) => {
    const schema = route.schema as object
    const known = serializers.get(schema)
    if (known) return known
    const made = compile(route)
    serializers.set(schema, made)
    return made
  }
}

export const sharedCompilers = { buildValidator, buildSerializer }
