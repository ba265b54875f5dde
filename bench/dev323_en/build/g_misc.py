"""Genres: anticoagulation/INR note, school care plan, telephone advice log,
MDT (joint cardiac conference) record."""
import datetime

from doc import Doc, S, pick, chance, typo
import common as C
import locale_fmt as LF
import clin
import places
import names

TD = datetime.timedelta


def _hm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randrange(lo, hi), rng.randrange(60))


# ---------------------------------------------------------------- INR
def inr_note(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 2, 60, lesion=pick(rng, clin.ANTICOAG_KEYS))
    d = Doc()
    ds = LF.num_style(rng, cc)

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    child = c.age < 16
    h = c.hosp if chance(rng, 0.6) else c.practice
    ph = world.clin(cc, pick(rng, ["pharm", "pharm", "cns"]))
    mech = c.lesion["key"] == "mvr"
    lo, hi = (2.5, 3.5) if mech else (2.0, 3.0)
    d.ln(S("HOSPITAL", h.name), " - ", pick(rng, ["Anticoagulation Clinic", "INR Clinic", "Warfarin Service",
                                                  LF.sp(cc, "Paediatric Anticoagulation Service", "Pediatric Anticoagulation Service")
                                                  if child else "Adult Congenital Anticoagulation Clinic"]))
    d.ln(pick(rng, ["ANTICOAGULATION RECORD", "INR monitoring note", "Warfarin dosing record"]))
    d.t("\n")
    d.ln("Patient: ", c.name(pick(rng, ["LF", "fl", "LFM"])), "   DOB: ", dt(c.dob), "   Age: ", S("AGE", str(c.age)))
    d.ln(c.mrn[0], ": ", S("MRN", c.mrn[1]), ["   ", c.nhs[0], ": ", S("MRN", c.nhs[1])] if c.nhs else "")
    C.extra_ids(d, rng, c, 0.25, 0.4)
    d.ln("Indication: ", c.lesion["dx"].split(",")[0], "; ", "mechanical mitral valve" if mech else
         pick(rng, ["Fontan circulation", "Fontan with fenestration", "Fontan, previous conduit thrombus"]))
    d.ln("Target INR: %.1f-%.1f (%.1f)" % (lo, hi, (lo + hi) / 2), "   Started: ",
         dt(c.dob + TD(days=int(rng.randrange(2, max(3, c.age + 1)) * 365.25 * 0.8)), pick(rng, ["my", "y"])))
    d.ln("Tablets: 1 mg (brown), 3 mg (blue), 5 mg (pink)" if cc != "US" else "Tablets: 1 mg (pink), 2.5 mg (green), 5 mg (peach)")
    if chance(rng, 0.55):
        meter = pick(rng, clin.INR_METERS)
        trained = c.visit - TD(days=rng.randrange(60, 1500))
        d.ln("Home testing: ", meter, " meter SN ", S("DEVICE", LF.letters(rng, 2) + LF.digits(rng, 8)),
             "; trained ", dt(trained), " by ", world.clin(cc, "cns").ref(rng, "fl"))
    if chance(rng, 0.35):
        d.ln("Clinic check-in: kiosk fingerprint ID ", S("BIOID", pick(rng, ["FP-", "BIO", "FPR"]) + LF.digits(rng, 6)), " verified")
    d.t("\n")
    d.ln("Date          INR   Dose                          Next test     By")
    n = rng.randrange(5, 9)
    dates = [c.visit]
    for _ in range(n - 1):
        dates.append(dates[-1] - TD(days=rng.randrange(5, 15)))
    dates.reverse()
    dose = pick(rng, [1.0, 2.0, 3.0, 4.0, 5.0, 6.0]) if not child else pick(rng, [0.5, 1.0, 1.5, 2.0, 3.0])
    for i in range(n):
        inr = round(lo - 0.6 + rng.random() * (hi - lo + 1.4), 1)
        if i == n - 1:
            inr = pick(rng, [round(hi + 0.5 + rng.random() * 2.5, 1), round(lo - 0.7 + rng.random() * 0.5, 1), inr])
        t = dates[i]
        nxt = dates[i + 1] if i + 1 < n else t + TD(days=rng.randrange(3, 29))
        ds2 = ds
        by = pick(rng, [S("DOCTOR", ph.p.initials(False)), S("USERNAME", ph.user), S("DOCTOR", ph.p.render("il"))])
        d.w(dt(t, ds2), "   %.1f   " % inr, "%g mg daily" % dose if chance(rng, 0.6) else
            "%g mg Mon-Fri, %g mg Sat/Sun" % (dose, dose + (0.5 if child else 1)), "   ", dt(nxt, ds2), "   ", by, "\n")
        if inr > hi + 0.3:
            dose = max(0.5, dose - (0.5 if child else 1))
        elif inr < lo - 0.2:
            dose += 0.5 if child else 1
    d.t("\n")
    d.ln("TODAY")
    last_inr = inr
    who = c.parent() if child else None
    d.w("INR %.1f " % last_inr, pick(rng, ["(home test, phoned in)", "(venous sample)", "(clinic POC)"]), ". ")
    d.w("Spoke with ", [who[0], " ", S("FAMILY", who[1].render(pick(rng, ["f", "fl"])))] if who else
        [c.title(), S("PATIENT", c.pt.render("l" if c.title() else "f"))], ". ")
    d.w("Bleeding: ", pick(rng, ["none", "none", "gum bleeding when brushing", "nosebleed lasting 10 min", "easy bruising on shins"]), ". ")
    d.w("Missed doses: ", pick(rng, ["none", "one last week", "none reported"]), ". ")
    d.w("Changes: ", pick(rng, clin.INR_DRUGS), ". ")
    d.w("Diet" if child else "Diet/alcohol", ": ", pick(rng, ["no change", "more green vegetables recently",
                                                            "poor appetite with viral illness",
                                                            "new vitamin-K-containing formula" if child else "weekend drinking (advised)"]), ".\n")
    if last_inr > hi + 0.3:
        d.ln("Plan: ", pick(rng, ["omit tonight's dose then ", "withhold one dose, then "]),
             "reduce weekly dose by 10%; recheck on ", dt(c.visit + TD(days=rng.randrange(2, 6)), pick(rng, ["wd", "wdlong", ds])), ".")
        if last_inr >= 5:
            d.ln("INR >= 5 without bleeding: vitamin K not required per protocol; discussed with ",
                 world.clin(cc, pick(rng, ["pcard", "achd"])).ref(rng, "t_l"), ".")
    elif last_inr < lo - 0.2:
        d.ln("Plan: increase weekly dose by 10%; recheck in 7 days; ", "enoxaparin bridging 1 mg/kg BD until INR > %.1f" % lo
             if mech else "no bridging required", ".")
    else:
        d.ln("Plan: in range, continue current dose; next INR in %d weeks." % rng.randrange(2, 7))
    if chance(rng, 0.4):
        dent = world.practice(cc)
        dn = dent.name.split(" ")[0] + pick(rng, [" Dental Care", " Family Dentistry", " Dental Practice"])
        d.ln("Dental extraction booked ", dt(c.visit + TD(days=rng.randrange(7, 40))), " at ", S("HOSPITAL", dn),
             "; INR to be checked within 72 h; tranexamic acid mouthwash advised.")
    d.ln(typo(rng, "Yellow book / dosing calendar updated.", "Yellow book / dosing calender updated.", 0.08),
         pick(rng, [" ", "\n"]), "Contact: ", S("PHONE", LF.phone_ext(rng, cc) if chance(rng, 0.5) else LF.phone(rng, cc)),
         pick(rng, ["", " (answerphone checked twice daily)"]))
    d.t("\n")
    d.ln(ph.ref(rng, pick(rng, ["fl", "fl_c"])), ", ", ph.job)
    if chance(rng, 0.5):
        d.ln("Entered by ", S("USERNAME", ph.user), " ", dt(c.visit, "iso"), " ", _hm(rng))
    return d


# ---------------------------------------------------------------- school
def school_plan(world, cc):
    rng = world.rng
    c = C.Case(world, cc, 4, 17)
    d = Doc()
    ds = LF.num_style(rng, cc)

    def dt(x, st=None):
        return LF.D(x, st or ds, cc)
    us = cc in ("US", "CA")
    sch = C.school(rng, cc, c.age)
    teacher = names.make_person(rng, cc)
    head = names.make_person(rng, cc)
    snurse = world.clin(cc, "schoolnurse")
    cns = world.clin(cc, "cns")
    emerg = {"US": "911", "CA": "911", "UK": "999", "IE": "112 or 999", "AU": "000", "NZ": "111", "ZA": "10177 or 112",
             "IN": "108"}[cc]
    title = {"UK": "INDIVIDUAL HEALTHCARE PLAN", "IE": "Individual Healthcare Plan", "US": "Individualized Health Plan (IHP)",
             "CA": "Student Medical Care Plan", "AU": "Student Health Care Plan", "NZ": "Health Care Plan",
             "ZA": "Learner Health Care Plan", "IN": "Student Medical Care Plan"}[cc]
    d.ln(S("ORGANIZATION", sch))
    d.ln(title, pick(rng, ["", " - Heart Condition", " (cardiac)"]))
    d.t("\n")
    d.ln("Name: ", c.name(pick(rng, ["fl", "fml"])), "   Known as: ", S("PATIENT", c.pt.nick if chance(rng, 0.4) else c.pt.first))
    d.ln("Date of birth: ", dt(c.dob), "   ", C.year_group(rng, cc, c.age).capitalize(),
         "   Class teacher: ", pick(rng, ["Mr ", "Ms ", "Mrs ", "Miss "]) if cc != "US" else pick(rng, ["Mr. ", "Ms. ", "Mrs. "]),
         S("FAMILY", teacher.render("l")))
    d.ln("Home address: ", c.addr.one_line(rng))
    d.ln("Photo attached: yes")
    d.t("\n")
    d.ln("MEDICAL CONDITION")
    nh = len(c.history)
    d.w(S("PATIENT", c.pt.render("f")), " was born with ", clin.dx_lower(c.lesion),
        ". ", c.he().capitalize(), " has not needed surgery" if nh == 0 else
        pick(rng, [" had heart surgery when younger", " had an operation on the heart"]) if nh == 1 else
        " has had several heart operations or procedures")
    if c.history:
        d.w(" (last in ", LF.D(c.history[-1][0], "y", cc), ")")
    cyan = c.lesion["key"] in ("hlhs", "ta", "eisenmenger", "pa_vsd")
    d.w(". ", c.his().capitalize() + " lips may look slightly blue, which is normal for " + ("him" if c.sex == "M" else "her") + "."
        if cyan else pick(rng, ["The heart works well but " + c.he() + " may tire more quickly than classmates.",
                                c.he().capitalize() + " is usually well and can join in most activities."]),
        "\n\n")
    d.ln("FAMILY CONTACTS")
    fams = [("Mother", c.mother), ("Father", c.father)][:rng.randrange(1, 3)]
    for i, (rel, p) in enumerate(fams):
        d.ln("%d. " % (i + 1), S("FAMILY", p.render("fl")), " (", rel, ")  mobile ", S("PHONE", LF.phone(rng, cc, "mob")),
             ["  work ", S("PHONE", LF.phone_ext(rng, cc))] if chance(rng, 0.4) else "")
    if chance(rng, 0.5):
        gp_rel = pick(rng, ["Grandmother", "Aunt", "Neighbour" if not us else "Neighbor", "Family friend"])
        d.ln("%d. " % (len(fams) + 1), S("FAMILY", names.make_person(rng, cc, sex="F").render("fl")), " (", gp_rel, ")  ",
             S("PHONE", LF.phone(rng, cc)))
    d.t("\n")
    d.ln("CLINICAL CONTACTS")
    d.ln("Cardiology nurse: ", cns.ref(rng, "fl"), ", ", S("HOSPITAL", c.hosp.name), ", ", S("PHONE", LF.phone_ext(rng, cc)))
    d.ln("GP/family doctor: " if not us else "Primary care: ", c.gp.ref(rng, "t_fl"), ", ", S("HOSPITAL", c.practice.name),
         ", ", S("PHONE", c.practice.phone))
    d.t("\n")
    d.ln("WHAT TO WATCH FOR - call ", emerg, " if ", S("PATIENT", c.pt.render("f")), ":")
    signs = list(clin.SCHOOL_SIGNS)
    rng.shuffle(signs)
    for s in signs[:rng.randrange(3, 6)]:
        d.ln("  * ", s)
    d.ln("While waiting: lie ", "him" if c.sex == "M" else "her", " down, stay with ", "him" if c.sex == "M" else "her",
         ", use the AED (", pick(rng, ["main office", "sports hall", "reception"]), ") if unresponsive and not breathing normally.")
    d.t("\n")
    d.ln("MEDICINES IN SCHOOL")
    if c.lesion["anticoag"]:
        d.ln("Takes warfarin at home (not in school). Any head injury must be reported to parents the same day; "
             "nosebleeds longer than 10 minutes need medical review.")
    else:
        d.ln(pick(rng, ["None in school hours.", "None - all medicines given at home.",
                        "Furosemide given at home; allow toilet access during lessons."]))
    d.t("\n")
    d.ln("PE, SPORT AND TRIPS")
    d.ln(pick(rng, ["Can take part fully; allow rest and water when needed.",
                    "No competitive endurance events; allow self-pacing.", "Avoid heavy weightlifting and contact sport."]))
    d.ln("Overnight trips: please contact parents ", pick(rng, ["4 weeks", "a month", "two weeks"]), " before; the trip to ",
         S("LOCATION_OTHER", pick(rng, ["Glenmoor Outdoor Centre", "Ferncliff Adventure Camp", "Wattle Point Camp",
                                        "Harbourside Aquarium", "Kaitiaki Lodge", "Ridgeway Field Study Centre"])),
         " on ", dt(c.visit + TD(days=rng.randrange(20, 200))), " has been discussed.")
    if chance(rng, 0.35):
        d.ln("Parent pick-up: accessible parking bay authorised for vehicle ", S("VEHICLE", LF.plate(rng, cc)), ".")
    d.t("\n")
    d.ln("AGREED BY")
    par = c.parent()
    d.ln("Parent/carer: ", S("FAMILY", par[1].render("fl")), "   Date: ", dt(c.visit))
    d.ln(pick(rng, ["Headteacher: ", "Principal: ", "Head of school: "]), S("FAMILY", head.render("fl")), "   Date: ", dt(c.visit))
    d.ln("School nurse: ", snurse.ref(rng, pick(rng, ["fl", "fl_c"])), "  ", S("EMAIL", LF.person_email(rng, snurse.p)))
    d.ln("Review date: ", dt(c.visit + TD(days=rng.randrange(180, 370)), pick(rng, [ds, "my"])),
         " or sooner if treatment changes")
    if chance(rng, 0.3):
        d.ln("Information for families: ", S("URL", pick(rng, ["www.", "https://"]) + pick(rng, LF.EMAIL_DOMAINS) +
                                              pick(rng, ["/school-heart-plan", "/heart-kids/schools", "/chd-at-school"])))
    return d
