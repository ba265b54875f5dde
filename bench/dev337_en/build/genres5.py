"""Own genre: patient portal messages and telephone encounters with the venesection team."""
from core import (P, DR, FAM, USR, AGE, DT, CITY, HOSP, ORG, LOC, MRN, IDN, PH, EM, URL, IP, PROF, CTRY, VEH,
                  idn, ip_private, username, make_person)
from locale_fmt import add_days
import blocks as B

GREET = ["hi", "Hi there", "Hello", "Good morning", "Dear nurses", "Hiya", "Hi team"]
BYE = ["thanks", "Many thanks", "Cheers", "Thank you so much", "thx", "Kind regards"]


def _tm(rng, lo=7, hi=22):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.randint(0, 59))


SUBJ = [["appt", "Appointment change", "can I move my appt"], ["question re ferritin", "blood results", "ferritin?"],
        ["feeling faint", "dizzy after last session", "bruising"], ["family testing", "letter for my son/daughter", "relatives"],
        ["new job / times", "change of details", "new mobile number"], ["donation?", "blood service", "donating instead"]]


def _pt_msg(c, n, d, k):
    rng, L = c.rng, c.L
    n.add(rng.choice(GREET), ", ")
    if k == 0:
        n.add("can I move my ", L.ven, " on ", c.D(c.later(2, 12), rng.choice(["dowshort", "dmon", "dowlong"])),
              "? I'm away in ", CTRY(c.abroad()) if rng.random() < 0.5 else CITY(rng.choice(B.PL.TOWNS[c.country])),
              " until the ", c.D(c.later(13, 25), rng.choice(["dmon", "dm"])), ". any day the week after is fine")
    elif k == 1:
        n.add(rng.choice(["I got a text saying my ferritin was ", "i recieved a text saying my ferritin was "]), str(rng.randint(40, 900)), " - is that good?? last time it was ",
              str(rng.randint(100, 1200)), ". also should i still be taking the vitamin C my ", L.gp, " mentioned")
    elif k == 2:
        n.add("felt really dizzy after the last one on ", c.D(add_days(c.nd, -rng.randint(2, 9)), rng.choice(["dm", "dowshort", "dmon"])),
              " and had to sit in the car for ages. bruise on my arm is massive. is this normal? my ", c.spouse.rel, " ",
              FAM(c.spouse.name("first")), " says I should ring you")
    elif k == 3:
        f = c.fam_pick(["son", "daughter", "brother", "sister"])
        n.add("my ", f.rel, " ", FAM(f.name("first")),
              " got the letter about testing. can they come to you or do they go to their own doctor? they live in ",
              CITY(rng.choice(B.PL.TOWNS[c.country])))
    elif k == 4:
        n.add("I've started a new job as ", B.art(c.prof), " ", PROF(c.prof), " at ", ORG(c.employer),
              " and can only do early mornings now. my new mobile is ", PH(L.phone(rng, "mob")))
    else:
        n.add("the blood service said I might be able to donate instead of coming to you. Do I need a letter from Dr ",
              DR(c.cons.name("last")), "? my donor number is ", IDN(idn(rng, "donor")))
    n.add(rng.choice([". ", "\n", " "]), rng.choice(BYE), "\n", P(c.pt.name(rng.choice(["first", "full", "firstl"]))), "\n")


def _team_reply(c, n):
    rng, L = c.rng, c.L
    who = rng.choice([c.cns, c.nurses[0], c.nurses[1]])
    n.add("Dear ", P(c.pt.name("first")) if rng.random() < 0.6 else [c.pt.title, " ", P(c.pt.name("last"))], ",\n")
    n.add(rng.choice(["Thanks for your message. ", "Thank you for getting in touch. "]))
    n.add(rng.choice(["I have moved your appointment to ", "We have you booked for ", "Your next venesection is now "]),
          c.D(c.later(14, 35), rng.choice(["dow", "dowlong", "long", "num"])), " at ", "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 15, 30, 45])),
          " in ", HOSP(c.unit), ". ")
    iron = c.dx in ("hh", "hh_cpd", "pct")
    n.add(rng.choice(["Your ferritin is coming down nicely - target is " if iron else "Your haematocrit is improving - target is ",
                      "Please keep well hydrated the day before; target remains ",
                      "Please avoid vitamin C supplements. Target is " if iron else "Please keep taking your aspirin. Target is "]),
          B.target(c), ". ")
    if rng.random() < 0.4:
        n.add("If you feel unwell after a session ring the unit on ", PH(c.unit_phone), " (08:00-16:00) or out of hours your ",
              L.gp, " / ED. ")
    n.add("\n", rng.choice(["Best wishes", "Kind regards", "Regards"]), ",\n", DR(who.name(rng.choice(["first", "full", "finit"]))), " ",
          rng.choice(["(CNS)", "RN", "- Venesection Team", "(Haemochromatosis Nurse)"]), "\n")


def messages(c, n):
    rng, L = c.rng, c.L
    n.add(HOSP(c.hosp), " ", rng.choice(["Patient Portal", "MyCare portal", "secure messaging"]), " - ", URL(c.url if rng.random() < 0.3 else
                                                                                                           rng.choice(["https://mycare.example.org", "portal.example.com/messages",
                                                                                                                       "https://patients.example.net/inbox"])), "\n")
    n.add("Thread ", IDN("MSG-" + str(rng.randint(100000, 999999))), "   Patient: ", c.pname(rng.choice(["full", "LASTfirst"])),
          "   ", L.mrn_label(rng), ": ", MRN(c.mrn), "   DOB: ", c.dob_item(), "\n", "-" * 40, "\n")
    d = add_days(c.nd, -rng.randint(1, 3))
    n.add("From: ", P(c.pt.name("full")), " <", EM(c.email), ">\n", "Sent: ", c.D(d, rng.choice(["abbr2", "num", "iso"])), " ",
          _tm(rng, 18, 23))
    if rng.random() < 0.7:
        n.add("   (client ", IP(ip_private(rng)), ")")
    k = rng.randrange(6)
    n.add("\n", "Subject: ", rng.choice(SUBJ[k]), "\n\n")
    _pt_msg(c, n, d, k)
    n.add("-" * 40, "\n", "From: Venesection Team (", HOSP(c.unit), ")\n", "Sent: ", c.D(c.nd, rng.choice(["abbr2", "num", "iso"])), " ",
          _tm(rng, 8, 16), "   Handled by: ", USR(username(rng, c.cns)), "\n\n")
    _team_reply(c, n)
    if rng.random() < 0.7:
        n.add("-" * 40, "\n", "TELEPHONE ENCOUNTER  ", c.D(c.later(0, 3), rng.choice(["num", "iso"])), " ", _tm(rng, 9, 16), "\n")
        k = rng.randrange(3)
        if k == 0:
            f = c.spouse
            n.add("Caller: ", f.rel, " ", FAM(f.name(rng.choice(["full", "first"]))), " on ", PH(L.phone(rng, "mob")),
                  " (pt consent on file to discuss). ")
        elif k == 1:
            n.add("Caller: patient from ", PH(c.mobile), ". ")
        else:
            n.add("Outgoing call to ", PH(c.phone), " - ", rng.choice(["spoke to pt", "VM left", "no answer x2"]), ". ")
        n.add(rng.choice(["Confirmed new appointment, advised to eat and drink beforehand.",
                          "Advised dizziness usually settles; lie flat, fluids. If recurs, slower flow next time.",
                          "Explained ferritin result; no change to plan.",
                          "Relatives can be tested via own doctor or our clinic - letter to be posted.",
                          "Pt asked about parking - permit sent for reg "]))
        if n.last.endswith("reg "):
            n.add(VEH(L.plate(rng)), ".")
        n.add("\n", "Documented by ", DR(c.nurses[1].name(rng.choice(["full", "finit"]))), rng.choice([", RN", ", CNS", " (SN)", ""]),
              "   user ", USR(username(rng, c.nurses[1])), "\n")
