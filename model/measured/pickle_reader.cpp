#include "model/measured/pickle_reader.h"

#include "model/measured/pickle_decoder.h"

namespace memledger::model {

PickleRef readPickle(std::string_view bytes, const std::string& source, std::vector<Problem>& problems,
                     const PickleLimits& limits)
{
    PickleDecoder decoder(bytes, limits);
    try {
        return decoder.run();
    } catch (const PickleError& error) {
        problems.push_back({source, source + " is not a pickle MemLedger can read: " + error.what + " (opcode at byte " +
                                        std::to_string(decoder.opcodeOffset()) + ")"});
        return nullptr;
    }
}

}  // namespace memledger::model
