#include "model/measured/pickle_opcodes.h"

#include <string_view>

namespace memledger::model {

namespace {

struct OpcodeName {
    unsigned char byte;
    std::string_view name;
    bool loadsObjects;  // names a Python callable or object: unpickling it would run code
};

// The opcodes of protocols 0 to 5 that readPickle() refuses (CPython Lib/pickle.py).
constexpr OpcodeName kRefused[] = {
    {'c', "GLOBAL", true},          {0x93, "STACK_GLOBAL", true},  {'R', "REDUCE", true},
    {'b', "BUILD", true},           {'i', "INST", true},           {'o', "OBJ", true},
    {0x81, "NEWOBJ", true},         {0x92, "NEWOBJ_EX", true},     {'P', "PERSID", true},
    {'Q', "BINPERSID", true},       {0x82, "EXT1", true},          {0x83, "EXT2", true},
    {0x84, "EXT4", true},           {'0', "POP", false},           {'1', "POP_MARK", false},
    {'2', "DUP", false},            {'F', "FLOAT", false},         {'I', "INT", false},
    {'L', "LONG", false},           {'S', "STRING", false},        {'T', "BINSTRING", false},
    {'U', "SHORT_BINSTRING", false}, {'V', "UNICODE", false},      {'g', "GET", false},
    {'p', "PUT", false},            {0x8b, "LONG4", false},        {'B', "BINBYTES", false},
    {'C', "SHORT_BINBYTES", false}, {0x8e, "BINBYTES8", false},    {0x8f, "EMPTY_SET", false},
    {0x90, "ADDITEMS", false},      {0x91, "FROZENSET", false},    {0x96, "BYTEARRAY8", false},
    {0x97, "NEXT_BUFFER", false},   {0x98, "READONLY_BUFFER", false},
};

std::string hexByte(unsigned char byte)
{
    constexpr char kHex[] = "0123456789abcdef";
    return std::string("0x") + kHex[byte >> 4] + kHex[byte & 0xF];
}

}  // namespace

std::string refusedOpcodeReason(unsigned char opcode)
{
    for (const auto& refused : kRefused) {
        if (refused.byte != opcode)
            continue;
        const std::string named = std::string("opcode ") + std::string(refused.name) + " (" + hexByte(opcode) + ")";
        if (refused.loadsObjects)
            return named + " loads Python code or objects, which MemLedger never runs; a memory snapshot "
                           "holds only dicts, lists, tuples, strings and numbers";
        return named + " is not one that memory snapshots use";
    }
    return std::string("byte ") + hexByte(opcode) + " is not a pickle opcode";
}

}  // namespace memledger::model
