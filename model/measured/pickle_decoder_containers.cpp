#include "model/measured/pickle_decoder.h"

#include <algorithm>
#include <utility>

namespace memledger::model {

PickleDecoder::MutableRef PickleDecoder::newContainer(PickleValue value)
{
    charge(sizeof(ContainerState) + kPickleAllocationOverhead);
    MutableRef container = newValue(std::move(value));
    m_containers.emplace(container.get(), ContainerState{});
    return container;
}

PickleDecoder::ContainerState& PickleDecoder::stateOf(const PickleValue& container)
{
    return m_containers.at(&container);
}

// Marks a value placed inside a container as final, and returns its depth. A container
// changed after it was placed somewhere is how a pickle spells a recursive structure;
// refusing that keeps the values a tree that shares branches, never a cycle.
int PickleDecoder::sealAsChild(const MutableRef& child)
{
    const auto found = m_containers.find(child.get());
    if (found == m_containers.end())
        return 0;
    found->second.sealed = true;
    return found->second.depth;
}

void PickleDecoder::deepen(ContainerState& state, int childDepth)
{
    state.depth = std::max(state.depth, childDepth + 1);
    if (state.depth > m_limits.maxDepth)
        throw PickleError{std::string("containers nest more than ") + std::to_string(m_limits.maxDepth) +
                          " levels deep; memory snapshots nest fewer than ten"};
}

void PickleDecoder::append(std::vector<MutableRef> items)
{
    MutableRef& target = top();
    auto* list = std::get_if<PickleList>(&target->value);
    if (!list)
        throw PickleError{std::string("an append to ") + std::string(target->describe()) + " instead of a list"};
    std::vector<int> depths;
    for (const auto& item : items)
        depths.push_back(sealAsChild(item));
    ContainerState& state = stateOf(*target);
    if (state.sealed)
        throw PickleError{"a list changes after it was placed inside another value: a recursive structure, "
                          "which memory snapshots never hold"};
    charge(items.size() * sizeof(PickleRef));
    for (std::size_t i = 0; i < items.size(); ++i) {
        deepen(state, depths[i]);
        list->items.push_back(std::move(items[i]));
    }
}

void PickleDecoder::setItems(std::vector<MutableRef> keysAndValues)
{
    MutableRef& target = top();
    if (!std::holds_alternative<PickleDict>(target->value))
        throw PickleError{std::string("dict items set on ") + std::string(target->describe()) + " instead of a dict"};
    fill(*target, stateOf(*target), keysAndValues);
}

PickleDecoder::MutableRef PickleDecoder::newDict(std::vector<MutableRef> keysAndValues)
{
    MutableRef dict = newContainer({PickleDict{}});
    fill(*dict, stateOf(*dict), keysAndValues);
    return dict;
}

void PickleDecoder::fill(PickleValue& dict, ContainerState& state, std::vector<MutableRef>& keysAndValues)
{
    if (keysAndValues.size() % 2 != 0)
        throw PickleError{std::string("a dict is given ") + std::to_string(keysAndValues.size()) +
                          " values, which do not pair into keys and values"};
    std::vector<int> depths;
    for (std::size_t i = 1; i < keysAndValues.size(); i += 2)
        depths.push_back(sealAsChild(keysAndValues[i]));
    if (state.sealed)
        throw PickleError{"a dict changes after it was placed inside another value: a recursive structure, "
                          "which memory snapshots never hold"};
    auto& entries = std::get<PickleDict>(dict.value).entries;
    for (std::size_t i = 0; i < keysAndValues.size(); i += 2) {
        std::string key = dictKey(*keysAndValues[i]);
        charge(key.size() + 4 * sizeof(void*) + sizeof(PickleRef) + kPickleAllocationOverhead);
        deepen(state, depths[i / 2]);
        entries.insert_or_assign(std::move(key), std::move(keysAndValues[i + 1]));
    }
}

std::string PickleDecoder::dictKey(const PickleValue& key)
{
    if (const auto* text = key.as<std::string>())
        return *text;
    if (const auto* integer = key.as<std::int64_t>())
        return std::to_string(*integer);
    throw PickleError{std::string("a dict key is ") + std::string(key.describe()) +
                      "; memory snapshots key their dicts by strings"};
}

PickleDecoder::MutableRef PickleDecoder::newSequence(std::vector<MutableRef> items, bool tuple)
{
    MutableRef sequence = newContainer(tuple ? PickleValue{PickleTuple{}} : PickleValue{PickleList{}});
    ContainerState& state = stateOf(*sequence);
    charge(items.size() * sizeof(PickleRef));
    auto& target = tuple ? std::get<PickleTuple>(sequence->value).items : std::get<PickleList>(sequence->value).items;
    for (auto& item : items) {
        deepen(state, sealAsChild(item));
        target.push_back(std::move(item));
    }
    return sequence;
}

}  // namespace memledger::model
