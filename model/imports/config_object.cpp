#include "model/imports/config_object.h"

#include <charconv>
#include <cmath>

#include "model/core/translatable.h"
#include "model/core/untrusted_json.h"
#include "model/core/preset_names.h"

namespace memledger::model {

ConfigObject::ConfigObject(const nlohmann::json& object, std::string path, ImportBuilder& out)
    : m_object(object)
    , m_path(std::move(path))
    , m_out(out)
{
}

bool ConfigObject::has(std::string_view key) const
{
    if (!m_object.is_object())
        return false;
    const auto found = m_object.find(key);
    return found != m_object.end() && !found->is_null();
}

std::string ConfigObject::pathOf(std::string_view key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + std::string(key);
}

std::optional<TakenNumber> ConfigObject::takeWholeNumber(std::string_view key, std::int64_t minimum)
{
    const nlohmann::json* value = take(key);
    if (!value)
        return std::nullopt;
    const auto whole = wholeNumber(*value);
    if (whole && *whole >= minimum)
        return TakenNumber{*whole, source(key, *value)};
    m_out.problem(pathOf(key), MEMLEDGER_TRANSLATABLE("Problem", "%1 is %2; expected a whole number"),
                  {{pathOf(key)}, {shown(*value)}});
    return std::nullopt;
}

const nlohmann::json* ConfigObject::take(std::string_view key)
{
    if (!m_object.is_object())
        return nullptr;
    const auto it = m_object.find(key);
    if (it == m_object.end())
        return nullptr;
    m_taken.emplace(key);
    return it->is_null() ? nullptr : &*it;
}

void ConfigObject::notModelled(std::initializer_list<std::string_view> keys, const ImportNote& note)
{
    for (const std::string_view key : keys)
        if (!m_taken.contains(key))
            if (const auto* value = take(key))
                m_out.notModelled(source(key, *value), note);
}

void ConfigObject::notModelledPrefix(std::string_view prefix, const ImportNote& note)
{
    if (!m_object.is_object())
        return;
    for (const auto& [key, value] : m_object.items())
        if (std::string_view(key).starts_with(prefix) && !m_taken.contains(key))
            if (take(key))
                m_out.notModelled(source(key, value), note);
}

void ConfigObject::finish()
{
    if (!m_object.is_object())
        return;
    for (const auto& [key, value] : m_object.items())
        if (!m_taken.contains(key))
            reportUnknown(value, pathOf(key), m_out);
}

std::optional<std::string> takeHubModel(ConfigObject& object, std::string_view key)
{
    ImportBuilder& out = object.out();
    const auto* name = object.take(key);
    if (!name)
        return std::nullopt;
    const std::string id = asString(*name).value_or(shown(*name));
    if (const auto match = presetForHubId(id))
        out.setModel(match->exact ? Mapping::Read : Mapping::Approximated, object.source(key, *name), match->presetId,
                     match->note);
    else
        out.notModelled(object.source(key, *name),
                        misses(Category::Weights, EstimateBias::Either,
                               MEMLEDGER_TRANSLATABLE("Import", "the model MemLedger has no preset for: give --model, "
                                                                "or --hf-config with its config.json")));
    return id;
}

void reportUnknown(const nlohmann::json& value, const std::string& path, ImportBuilder& out)
{
    if (!value.is_object() || value.empty()) {
        out.unknown({path, shown(value)});
        return;
    }
    for (const auto& [key, inner] : value.items())
        reportUnknown(inner, path + "." + key, out);
}

std::optional<double> number(const nlohmann::json& value)
{
    if (value.is_number())
        return asNumber(value);
    const auto written = asString(value);
    if (!written)
        return std::nullopt;
    const std::string& text = *written;
    double parsed = 0;
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(text.data(), end, parsed);
    if (error != std::errc() || stop != end || !std::isfinite(parsed))
        return std::nullopt;
    return parsed;
}

std::optional<std::int64_t> wholeNumber(const nlohmann::json& value)
{
    if (value.is_boolean())
        return std::nullopt;
    const auto parsed = number(value);
    // Past 2^53 a double is no longer a whole count; no batch or degree comes near it.
    if (!parsed || *parsed != std::floor(*parsed) || std::fabs(*parsed) > 9.0e15)
        return std::nullopt;
    return static_cast<std::int64_t>(*parsed);
}

std::optional<bool> truth(const nlohmann::json& value)
{
    if (const auto flag = asBool(value))
        return flag;
    const std::string text = asString(value).value_or(std::string());
    if (text == "true" || text == "True" || text == "TRUE")
        return true;
    if (text == "false" || text == "False" || text == "FALSE")
        return false;
    return std::nullopt;
}

std::optional<std::int64_t> times(std::int64_t a, std::int64_t b)
{
    std::int64_t product = 0;
    if (__builtin_mul_overflow(a, b, &product))
        return std::nullopt;
    return product;
}

bool isAuto(const nlohmann::json& value) { return asString(value) == "auto"; }

}  // namespace memledger::model
