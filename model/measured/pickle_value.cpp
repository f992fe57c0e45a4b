#include "model/measured/pickle_value.h"

namespace memledger::model {

const PickleValue* PickleValue::find(std::string_view key) const
{
    const auto* dict = as<PickleDict>();
    if (!dict)
        return nullptr;
    const auto found = dict->entries.find(key);
    return found == dict->entries.end() ? nullptr : found->second.get();
}

const std::vector<PickleRef>* PickleValue::sequence() const
{
    if (const auto* list = as<PickleList>())
        return &list->items;
    if (const auto* tuple = as<PickleTuple>())
        return &tuple->items;
    return nullptr;
}

std::string_view PickleValue::describe() const
{
    constexpr std::string_view kNames[] = {"None", "a bool", "an int", "a float", "a string", "a list", "a tuple", "a dict"};
    return kNames[value.index()];
}

}  // namespace memledger::model
