"""Genre welfare_tent: drug & alcohol welfare / sanctuary tent notes."""
import phi
import people as PE
import pools_places as PP
import clinical as CL
import common as C
from notelib import Note

GENRE = "welfare_tent"

REASONS = ["lost friends, phone dead", "'come up too fast'", "crying, says drink was spiked at bar",
           "too drunk to find tent", "bad trip, paranoid", "argument with boyfriend, wants to go home",
           "overwhelmed by crowds, autistic, needs quiet space", "sunburnt and dehydrated",
           "lost wallet + tent keys", "balloons all afternoon, dizzy, tingling legs",
           "security found asleep behind toilets", "coming down, can't stop shaking"]
PILLS = ["pink 'Tesla'", "blue Punisher", "orange 'Rolex'", "grey 'Philipp Plein'", "yellow 'Minion'",
         "white 'Domino'", "green 'Heineken'"]
HR_ADVICE = ["harm reduction chat: start low go slow, don't redose within 2 hrs, sip 500 ml/hr max",
             "advised not to mix with alcohol; explained serotonin syndrome signs",
             "NOS advice: sit down to use, not from cylinder, B12 deficiency with heavy use",
             "advised re GHB: never mix with alcohol, dose with syringe, 2 hr gap",
             "explained 'K-cramps' and bladder damage with regular ketamine use",
             "cocaine + alcohol = cocaethylene, chest pain = come straight to medical"]
DC_RESULTS = ["MDMA ~220 mg (high strength) - warning issued", "contained N-ethylpentylone (cathinone), not MDMA",
              "ketamine, no adulterants detected", "caffeine + paracetamol only", "2C-B 18 mg", "MDMA + eutylone",
              "cocaine ~60% purity, levamisole present"]


def _sheet(rng, c, n, p, pres):
    vol = PE.make_staff(rng, c.country, rng.choice(["welfare lead", "welfare volunteer", "harm reduction volunteer", "first aider"]))
    med = PE.make_staff(rng, c.country, rng.choice(["paramedic", "staff nurse", "RN"]))
    sec = PE.make_other(rng, c.country)
    n.w(rng.choice(["WELFARE / SANCTUARY - CONTACT SHEET", "Welfare Tent Client Record", "SAFE SPACE - CLIENT LOG"]),
        "          sheet " + str(rng.randint(1, 40)) + "\n")
    n.w(("ORGANIZATION", c.event), " @ ", ("LOCATION_OTHER", c.venue), " - welfare run by ", ("ORGANIZATION", c.provider), "\n")
    t1, t2 = C.times(rng, 2, 0, 4) if rng.random() < 0.6 else C.times(rng, 2, 15, 21)
    n.w("Date: ", C.DP(rng, c, c.d0, rng.choice(["wd_dm", "dm", "wd"])) if rng.random() < 0.5 else C.D(rng, c, c.d0),
        "   Arr: " + t1 + "   Dep: " + t2 + "\n")
    r = rng.random()
    if r < 0.35:
        n.w("Brought by: security - ", PE.nm(rng, sec, "FAMILY", rng.choice(["full", "first"])), " (", ("ORGANIZATION", c.security),
            ", SIA ", ("LICENSE", phi.sia(rng)), ")\n")
    elif r < 0.55:
        n.w("Brought by: roaming welfare " + vol.callsign + "\n")
    elif r < 0.75:
        n.w("Brought by: friends / self-referral\n")
    else:
        n.w("Brought by: police - " + {"UK": "PC", "AU": "Const", "US": "Officer"}[c.country] + " ", PE.nm(rng, sec, "FAMILY", "last"), " (collar ", ("IDNUM", phi.digits(rng, 4)), ", ",
            ("ORGANIZATION", c.police), ")\n")
    if rng.random() < 0.4:
        n.w('Name given: "', PE.nm(rng, p, "PATIENT", rng.choice(["first", "nick"])), '" (full name ',
            PE.nm(rng, p, "PATIENT", "full"), " per bank card)\n")
    else:
        n.w("Name: ", PE.nm(rng, p, "PATIENT", rng.choice(["full", "first", "first_li"])), "\n")
    n.w("Age: ", ("AGE", str(p.age)), "    Wristband: ", ("IDNUM", p.wristband), "\n")
    col, pitch = C.campsite(rng)
    n.w("Camping: " + col + ", ", pitch, rng.choice(["", " (near flag 'pineapple')", " - 'by the big blue gazebo'"]), "\n")
    n.w("Home town: ", ("CITY", p.addr.city), ("" if not p.foreign else ""), "\n") if not p.foreign else \
        n.w("From: ", ("COUNTRY", p.foreign), rng.choice([", here with uni friends\n", ", travelling alone\n", " - limited English\n"]))
    n.w("Reason: " + rng.choice(REASONS) + "\n")
    n.w("Substances: " + rng.choice(["%d x pills (%s)" % (rng.randint(1, 3), rng.choice(PILLS)), "3 cans + 'a bump' of ket",
                                     "balloons x ~%d" % rng.randint(8, 60), "vodka (half a bottle)", "denies all",
                                     "'a line or two' + cider", "half a pill + 2 balloons"]) + "\n")
    n.w("Actions: water, sweets, phone charged, foil blanket, " + rng.choice(HR_ADVICE) + ".\n")
    if rng.random() < 0.45:
        n.w("Drug checking: sample ref ", ("IDNUM", "DC-" + phi.digits(rng, 4)), " -> " + rng.choice(DC_RESULTS) + ".\n")
    if rng.random() < 0.6:
        o = CL.obs(rng, rng.choice(["normal", "intox", "sympath", "anx"]))
        n.w("Med review: ", PE.nm(rng, med, "DOCTOR", rng.choice(["full", "first", "fi_last"])), " (" + med.role + ") " +
            CL.obs_line(rng, o, "compact") + " - " + rng.choice(["fit to stay in welfare", "to medical centre", "fine, hydrate"]) + "\n")
    rel = rng.choice(["mum", "dad", "mate", "sister", "girlfriend", "boyfriend", "housemate"])
    f = PE.make_other(rng, c.country, rel=rel)
    n.w("Contacted: " + rel + " ", PE.nm(rng, f, "FAMILY", rng.choice(["first", "full"])), " on ", ("PHONE", f.phone), " - ",
        rng.choice(["collecting from Gate B at 02:30", "no answer, voicemail left", "will meet at info point",
                    "driving up from ", "on the way"]))
    if n._parts[-1] == "driving up from ":
        n.w(("CITY", rng.choice(PP.TOWNS[c.country])))
    n.w("\n")
    if p.age < 18 or rng.random() < 0.25:
        n.w("Vulnerability: " + rng.choice(["under 18", "lone female, intoxicated", "?spiked", "lone, no phone"]) +
            " - safeguarding considered, ref ", ("IDNUM", phi.sg_ref(rng, c.d0)), "\n")
    n.w("Outcome: " + rng.choice(["left with " + rel, "back to tent with mates", "to medical centre", "slept it off, left 07:10",
                                  "reunited with friends at ", "taken to first aid"]))
    if n._parts[-1] == "reunited with friends at ":
        n.w(("LOCATION_OTHER", c.stage))
    n.w("\nVolunteer: ", PE.nm(rng, vol, "DOCTOR", rng.choice(["full", "first", "init", "first_li"])), "\n")


def _freetext(rng, c, n, p, pres):
    vol = PE.make_staff(rng, c.country, rng.choice(["welfare volunteer", "welfare lead", "harm reduction volunteer"]))
    f = PE.make_other(rng, c.country)
    f2 = PE.make_other(rng, c.country, rel="dad")
    t = C.times(rng, 5, 0, 3)
    n.w("welfare notes - ", C.DP(rng, c, c.d0, rng.choice(["wd", "wd_dm", "dm_long"])), " night\n\n")
    n.w(t[0] + " ", "F" if p.sex == "F" else "M", " approx ", ("AGE", str(max(14, p.age - 2))), "-", ("AGE", str(p.age + 2)),
        " brought in by " + rng.choice(["security", "stewards", p.his + " mates", "roaming team"]) + " from near ",
        ("LOCATION_OTHER", c.stage), ". " + rng.choice(REASONS) + ".\n")
    n.w(t[1] + " gave name as ", PE.nm(rng, p, "PATIENT", rng.choice(["first", "first_li", "initlow"])), ", age ", ("AGE", str(p.age)),
        ". says " + p.he + " took " + rng.choice(["half a pill", "a dab", "'some ket'", "two balloons and a pill", "nothing"]) +
        " around " + C.hhmm(rng, 21, 23, "colon") + ". water given. " + rng.choice(["teeth chattering.", "jaw going.", "very chatty.", "quiet, withdrawn."]) + "\n")
    n.w(t[2] + " friend ", PE.nm(rng, f, "FAMILY", "first"), " arrived, said they'd been looking for ", p.him, " since the ",
        ("LOCATION_OTHER", rng.choice(PP.STAGES)), " set. ", PE.nm(rng, f, "FAMILY", "first"), "'s number ", ("PHONE", f.phone), ".\n")
    n.w(t[3] + " " + rng.choice(HR_ADVICE) + ". " + rng.choice(["happy to stay till morning", "wants to go back out - advised against",
                                                                "asked for condoms + earplugs", "phone on charge, 40%"]) + "\n")
    n.w(t[4] + " ")
    r = rng.random()
    if r < 0.4:
        n.w("dad ", PE.nm(rng, f2, "FAMILY", "full"), " rang ", ("PHONE", f2.phone), ", driving from ", ("CITY", p.addr.city),
            ", eta 2 hrs. pt said " + p.he + " lives at ", ("STREET", p.addr.street), ".\n")
    elif r < 0.7:
        n.w("left with ", PE.nm(rng, f, "FAMILY", "first"), " to their tent, ", C.campsite(rng)[1], ". all good.\n")
    else:
        n.w("walked over to medical with " + rng.choice(["Rover 2", "Rover 5", "medic 3"]) + " - HR 140s. see PRF ",
            ("ACCOUNT", phi.prf_no(rng)), ".\n")
    if rng.random() < 0.35:
        n.w("\nnote: " + p.he + " ", C.job_phrase(rng, p), " and was worried about a drug test at work on ",
            C.DP(rng, c, C.plus(c.d0, rng.randint(1, 3)), "wd"), ".\n")
    n.w("\n- ", PE.nm(rng, vol, "DOCTOR", rng.choice(["first", "initlow", "first_li"])), " (welfare)\n")


def _nightlog(rng, c, n, p, pres):
    lead = PE.make_staff(rng, c.country, rng.choice(["welfare lead", "welfare volunteer"]))
    n.w(("ORGANIZATION", c.event), " WELFARE NIGHT LOG  ", C.D(rng, c, c.d0), " - ", C.D(rng, c, C.plus(c.d0, 1)), "\n")
    n.w("Lead: ", PE.nm(rng, lead, "DOCTOR", "full"), "  Ph ", ("PHONE", lead.phone), "\n\n")
    n.w("time | client | age | in via | issue | out | vol\n")
    n.w("-----+--------+-----+--------+-------+-----+----\n")
    t = C.times(rng, rng.randint(5, 9), 21, 23)
    for tm in t:
        q = PE.make_patient(rng, c.country, c.d0, "festival")
        v = PE.make_staff(rng, c.country, "welfare volunteer")
        n.w(tm + " | ", PE.nm(rng, q, "PATIENT", rng.choice(["first", "first_li", "init", "full"])), " | ", ("AGE", str(q.age)),
            " | " + rng.choice(["self", "sec", "friends", "medical", "police", "rover"]) + " | " +
            rng.choice(["lost mates", "drunk", "MDMA, anxious", "needs charge + water", "spiking concern", "NOS", "cold/wet",
                        "period pain, no products", "homesick", "paranoid ?ket"]) + " | " +
            rng.choice(["left", "med ctr", "w/ friends", "stayed", "parents collected", "police"]) + " | ",
            PE.nm(rng, v, "DOCTOR", "init"), "\n")
    n.w("\nHandover to day team: " + str(len(t)) + " clients overnight, 0 outstanding. Stock: water 60%, foil blankets low.\n")
    n.w(C.hard_neg_line(rng, c.country) + "\n")


def gen(rng, country):
    c = PE.make_ctx(rng, country, "festival" if rng.random() < 0.85 else "public")
    p = PE.make_patient(rng, country, c.d0, "festival")
    pres = CL.pick(rng, c.kind)
    n = Note()
    r = rng.random()
    if r < 0.5:
        _sheet(rng, c, n, p, pres)
    elif r < 0.8:
        _freetext(rng, c, n, p, pres)
    else:
        _nightlog(rng, c, n, p, pres)
    return n
