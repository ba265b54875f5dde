"""Hard-negative filler phrases (not PHI)."""
import pools as P


def meds(r, k=3):
    return ", ".join(r.sample(P.DRUGS, k))


def scale(r):
    return r.choice(P.SCALES)


def epo(r):
    return r.choice(P.EPONYMS)


def dept(r):
    return r.choice(P.DEPTS)


WORDY = ["Will review once bloods are back.", "May benefit from a further course.", "No frank haematuria.",
         "BP rose to 156/92 after exertion.", "Marked improvement in sleep.", "She hopes to get back to normal routine.",
         "Worried about the electricity bill this winter.", "Frank discussion about prognosis held.",
         "Says his faith is a real support.", "Will need a repeat in 6 weeks.", "May need a walking aid outdoors.",
         "Grace period for appointment cancellation explained.", "Mark made on the skin for the injection site.",
         "Mood has been low; says there is little hope things will change.", "Will call back if any concerns.",
         "Rose from chair without using arms.", "Patient will bring the repeat slip next time."]


def wordy(r, k=1):
    return " ".join(r.sample(WORDY, k))


TIMES = ["08:15", "09:40", "10:05", "11:30", "13:20", "14:45", "15:10", "16:55", "17:30", "19:05", "21:40", "23:15",
         "02:10", "04:35", "0730", "1400", "1615", "2210"]
RELDATES = ["yesterday", "last week", "two days ago", "this morning", "last night", "over the weekend",
            "three weeks ago", "earlier today", "last month", "a fortnight ago"]
DURS = ["3 days", "2 weeks", "6 weeks", "10 days", "4 months", "48 hours", "several years", "a fortnight"]
