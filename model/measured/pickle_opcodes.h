// The pickle opcodes readPickle() decodes (CPython Lib/pickle.py names them), and the
// reason it gives for any other byte where an opcode should be.
#pragma once

#include <string>

namespace memledger::model {

inline constexpr unsigned char kPickleMark = '(';
inline constexpr unsigned char kPickleStop = '.';
inline constexpr unsigned char kPickleNone = 'N';
inline constexpr unsigned char kPickleBinInt = 'J';
inline constexpr unsigned char kPickleBinInt1 = 'K';
inline constexpr unsigned char kPickleBinInt2 = 'M';
inline constexpr unsigned char kPickleBinFloat = 'G';
inline constexpr unsigned char kPickleBinUnicode = 'X';
inline constexpr unsigned char kPickleAppend = 'a';
inline constexpr unsigned char kPickleAppends = 'e';
inline constexpr unsigned char kPickleDict = 'd';
inline constexpr unsigned char kPickleEmptyDict = '}';
inline constexpr unsigned char kPickleList = 'l';
inline constexpr unsigned char kPickleEmptyList = ']';
inline constexpr unsigned char kPickleTuple = 't';
inline constexpr unsigned char kPickleEmptyTuple = ')';
inline constexpr unsigned char kPickleSetItem = 's';
inline constexpr unsigned char kPickleSetItems = 'u';
inline constexpr unsigned char kPickleBinGet = 'h';
inline constexpr unsigned char kPickleLongBinGet = 'j';
inline constexpr unsigned char kPickleBinPut = 'q';
inline constexpr unsigned char kPickleLongBinPut = 'r';
// Protocol 2.
inline constexpr unsigned char kPickleProto = 0x80;
inline constexpr unsigned char kPickleTuple1 = 0x85;
inline constexpr unsigned char kPickleTuple2 = 0x86;
inline constexpr unsigned char kPickleTuple3 = 0x87;
inline constexpr unsigned char kPickleNewTrue = 0x88;
inline constexpr unsigned char kPickleNewFalse = 0x89;
inline constexpr unsigned char kPickleLong1 = 0x8a;
// Protocol 4.
inline constexpr unsigned char kPickleShortBinUnicode = 0x8c;
inline constexpr unsigned char kPickleBinUnicode8 = 0x8d;
inline constexpr unsigned char kPickleMemoize = 0x94;
inline constexpr unsigned char kPickleFrame = 0x95;

// Why a byte that readPickle() does not decode is refused: the opcode's name, and whether
// it would load Python code or objects or is merely absent from memory snapshots.
std::string refusedOpcodeReason(unsigned char opcode);

}  // namespace memledger::model
