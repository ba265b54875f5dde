"""Genre marathon_finish_log: finish-line / course medical logs at road races."""
import phi
import people as PE
import pools_places as PP
import clinical as CL
import common as C
from notelib import Note

GENRE = "marathon_finish_log"

CLUBS = ["Netherstow Harriers", "Riverton Falls Road Runners", "Corella Beach Striders",
         "Ashcombe Athletic Club", "Tallowood Trail Pack", "Calder City Run Crew",
         "Lynwater Joggers", "Marlowe Quay Tri Club", "Bindaree Parkrun Crew"]
COMPLAINTS = [("EAC", "postural collapse", "legs up, fluids"), ("cramp", "calf cramps", "stretch, salty snack"),
              ("EHS", "confused, hot", "ice bath"), ("EAH", "nausea, headache", "fluid restrict, i-STAT"),
              ("blisters", "bilat heel blisters", "deroofed, Compeed"), ("chafing", "nipple chafe/bleeding", "Vaseline + dressing"),
              ("hypothermia", "shivering", "foil + warm tent"), ("chest pain", "central CP", "ECG, aspirin, 999"),
              ("vomiting", "vomited x3 post finish", "ondansetron 4 mg"), ("knee", "ITB pain R knee", "ice, advice"),
              ("asthma", "wheeze", "salbutamol neb"), ("hypo", "T1DM BM 3.1", "gels + recheck"),
              ("fall", "grazed hands/knees at mile 25", "cleaned + dressed"), ("collapse", "collapsed at line", "assessed, fine")]


MAR_HX = {
    "hypo": "T1DM on pump, reduced basal 50% for race but only took 2 gels. Felt 'wobbly' from mile 20.",
    "chest": "Tight central chest pain last 3 km, radiating to jaw. PMH HTN, father had MI at 52.",
    "asthma": "Known asthmatic, left inhaler in bag drop. Cold air + pollen. Wheezy from halfway.",
    "arrest": "Witnessed collapse, bystander runner (off-duty nurse) started CPR. Course AED applied at approx 3 min.",
    "cold": "Slowed to walking from mile 18, wet through, wind chill. Shivering at finish.",
}


def _chip(rng):
    h = rng.choice([2, 3, 3, 4, 4, 5, 6])
    return "%d:%02d:%02d" % (h, rng.randint(0, 59), rng.randint(0, 59))


def _header(rng, c, n, lead):
    n.w(("ORGANIZATION", c.event), rng.choice([" - FINISH AREA MEDICAL LOG", " | Finish Medical Tent Log", " - Medical Tent A record"]), "\n")
    n.w("Date: ", C.D(rng, c, c.d0, rng.choice(["wd_num", "num", "dmy_long", "mdy_long", "wd_dmy"]) if c.country != "US" else
                      rng.choice(["wd_num", "num", "mdy_long", "wd_mdy"])),
        "   Start " + rng.choice(["07:00", "08:30", "09:00", "0730"]) + "   WBGT " + "%.1f" % rng.uniform(12, 27) + " C   Flag: " +
        rng.choice(["GREEN", "AMBER", "RED", "WHITE (hypothermia risk)"]) + "\n")
    n.w("Finish: ", ("LOCATION_OTHER", c.venue), "   Race director: ", PE.nm(rng, PE.make_other(rng, c.country), "FAMILY", "full"),
        " (", ("ORGANIZATION", c.organiser if rng.random() < 0.5 else rng.choice(["Rivermouth Running Club", "Kingsmead Events Trust"])), ")\n")
    n.w("Medical lead: ", PE.staff_ref(rng, lead, rng.choice(["title_full", "full_reg", "full_cred"])), "   Mob ", ("PHONE", lead.phone), "\n")
    n.w("Medical provider: ", ("ORGANIZATION", c.provider), "   Cots: " + str(rng.randint(20, 60)) + "   Ice baths: " + str(rng.randint(2, 8)) + "\n\n")


def _table(rng, c, n, p, pres):
    lead = PE.make_staff(rng, c.country, rng.choice(["event doctor", "medical director", "event medical officer"]))
    _header(rng, c, n, lead)
    n.w("Cot | In    | Bib   | Runner                  | Age/Sex | Chip    | Problem           | Tx                 | Out   | Clin\n")
    n.w("----+-------+-------+-------------------------+---------+---------+-------------------+--------------------+-------+-----\n")
    t = C.times(rng, rng.randint(6, 11), 10, 13)
    staff = [PE.make_staff(rng, c.country, rng.choice(["paramedic", "RN", "staff nurse", "ATC", "EMT", "event doctor"])) for _ in range(4)]
    for i, tm in enumerate(t):
        q = PE.make_patient(rng, c.country, c.d0, "marathon")
        code, prob, tx = rng.choice(COMPLAINTS)
        name = PE.nm(rng, q, "PATIENT", rng.choice(["LF", "full", "fi_last", "lf"]))
        n.w("%-3d | %s | " % (rng.randint(1, 40), tm), ("IDNUM", phi.bib(rng)), " | ", name, " | ", ("AGE", str(q.age)), q.sex,
            " | " + _chip(rng) + " | " + prob + " | " + tx + " | " +
            rng.choice(["home", "home", "home w/ family", {"UK": "999", "US": "911", "AU": "000"}[c.country], "amb", "self-d/c", "GP f/u"]) + " | ",
            PE.nm(rng, rng.choice(staff), "DOCTOR", "init"), "\n")
    n.w("\nTotals: " + str(len(t)) + " seen in tent, " + str(rng.randint(0, 3)) + " conveyed. Na <130 x" + str(rng.randint(0, 2)) +
        ". Core temp >40 x" + str(rng.randint(0, 2)) + ".\n")
    conv = PE.make_patient(rng, c.country, c.d0, "marathon")
    n.w("Conveyed: ", PE.nm(rng, conv, "PATIENT", "full"), " (bib ", ("IDNUM", phi.bib(rng)), ") to ", ("HOSPITAL", c.hosp.name),
        " - EHS, rectal " + "%.1f" % rng.uniform(40.1, 41.9) + ", cooled to 38.9 in " + str(rng.randint(9, 24)) + " min. ",
        "Wife " if conv.sex == "M" else "Husband ", PE.nm(rng, PE.make_other(rng, c.country, sex="F" if conv.sex == "M" else "M"), "FAMILY", "first"), " informed via ICE no. ",
        ("PHONE", phi.phone(rng, c.country)), ".\n")
    n.w("\nLog closed " + C.hhmm(rng, 14, 17) + " by ", PE.nm(rng, lead, "DOCTOR", rng.choice(["full", "fi_last"])), ".\n")


def _single(rng, c, n, p, pres):
    lead = PE.make_staff(rng, c.country, rng.choice(["event doctor", "medical director", "event medical officer"]))
    rn = PE.make_staff(rng, c.country, rng.choice(["RN", "staff nurse", "paramedic"]))
    key = rng.choice(["heatstroke", "ehn", "eac", "cold", "arrest", "chest", "hypo", "asthma"])
    pres = CL.P[key]
    bibno = phi.bib(rng)
    _header(rng, c, n, lead)
    n.w("RUNNER RECORD - bib ", ("IDNUM", bibno), "   Tent record no. ", ("ACCOUNT", phi.prf_no(rng)), "\n")
    n.w("Registration data: ", PE.nm(rng, p, "PATIENT", rng.choice(["LF", "fmfull", "full"])), ", DOB ", C.D(rng, c, p.dob),
        " (", ("AGE", str(p.age)), "), ", PE.addr_inline(p.addr, with_state=c.country != "UK"), "\n")
    if p.foreign:
        n.w("Country of residence: ", ("COUNTRY", p.foreign), " (international entry)\n")
    if rng.random() < 0.5:
        n.w("Club: ", ("ORGANIZATION", rng.choice(CLUBS)), "   Wave: " + rng.choice(["Red", "Blue", "Green", "Elite", "3"]) +
            "   Predicted finish " + _chip(rng) + "\n")
    rel = rng.choice(["wife", "husband", "partner", "mother", "father", "sister", "friend"])
    f = PE.make_other(rng, c.country, rel=rel)
    n.w("ICE (back of bib): ", PE.nm(rng, f, "FAMILY", rng.choice(["first", "full"])), " - " + rel + " - ", ("PHONE", f.phone), "\n")
    n.w("Medical info on bib: " + rng.choice(["none", "asthma", "T1DM", "'on warfarin'", "blank", "'allergic to penicillin'"]) + "\n\n")
    where = rng.choice(["at the finish line", "approx 200 m before finish", "at mile 24 aid station", "at km 39 drinks station",
                        "in the baggage reclaim area", "near ", "in the recovery area"])
    n.w("Found/collapsed " + where)
    if where == "near ":
        n.w(C.landmark(rng))
    n.w(" at " + C.hhmm(rng, 11, 15) + ". Chip time " + _chip(rng) + ".\n")
    n.w("Hx: " + MAR_HX.get(key, " ".join(pres["hx"])) + "\n")
    o = CL.obs(rng, pres["profile"])
    n.w("Initial: " + (CL.obs_us(o) if c.country == "US" else CL.obs_line(rng, o, rng.choice(["compact", "labelled"]))) + "\n")
    n.w("Exam: " + rng.choice(pres["exam"]) + "\n")
    if key == "heatstroke":
        n.w("Cooling log:\n")
        tt = C.times(rng, 5, 11, 14)
        temps = sorted([round(rng.uniform(38.6, 41.8), 1) for _ in range(5)], reverse=True)
        for tm, tp in zip(tt, temps):
            n.w("  " + tm + "  rectal %.1f  " % tp + rng.choice(["in ice bath", "ice bath, stirring", "GCS 13", "GCS 14", "out of bath"]) + "\n")
    if key == "ehn":
        n.w("i-STAT (cartridge lot " + phi.digits(rng, 6) + "): Na %d, K %.1f, Glu %.1f. Weight change +%.1f kg.\n" % (
            rng.randint(121, 131), rng.uniform(3.4, 4.6), rng.uniform(4, 8), rng.uniform(0.5, 2.5)))
    n.w("Tx: " + " ".join(pres["tx"]) + "\n")
    if rng.random() < pres["convey"]:
        n.w("Conveyed to ", ("HOSPITAL", c.hosp.name), " by ", ("ORGANIZATION", c.ambulance), " (unit reg ", ("VEHICLE", phi.plate(rng, c.country)),
            "), handover to ", c.ed, " team " + C.hhmm(rng) + ". Ref ", ("IDNUM", phi.cad_no(rng, c.d0)), ".\n")
        n.w("Spoke to ", rel, " ", PE.nm(rng, f, "FAMILY", "first"), " by phone at " + C.hhmm(rng) + ".\n")
    else:
        n.w("Discharged " + C.hhmm(rng) + " with " + rel + ". Advice: rest, " + rng.choice(["no alcohol tonight", "salty food",
                                                                                     "see GP if headache/confusion", "fluids to thirst only"]) + ".\n")
    n.w("\n", C.signoff(rng, c, rn), "\n")
    n.w("Senior review: ", PE.staff_ref(rng, lead, rng.choice(["title_last", "full_reg"])), "\n")


def _course(rng, c, n, p, pres):
    ctl = PE.make_staff(rng, c.country, rng.choice(["control loggist", "dispatcher", "medical coordinator"]))
    n.w("COURSE MEDICAL CONTROL - radio log   ", ("ORGANIZATION", c.event), "   ", C.D(rng, c, c.d0), "\n")
    n.w("Loggist: ", PE.nm(rng, ctl, "DOCTOR", "full"), " (user ", ("USERNAME", ctl.user), ")\n\n")
    t = C.times(rng, rng.randint(7, 12), 8, 13)
    mk = "mile" if c.country == "US" else rng.choice(["km", "mile"])
    for tm in t:
        q = PE.make_patient(rng, c.country, c.d0, "marathon")
        kind = rng.random()
        unit = rng.choice(["Bike 1", "Bike 3", "Gator 2", "Aid stn 4", "Aid stn 7", "Sweep bus", "Cycle medic 5", "Finish"])
        if kind < 0.55:
            n.w(tm + "  " + unit + ": runner down " + mk + " " + str(rng.randint(3, 26)) + ", bib ", ("IDNUM", phi.bib(rng)), ", ",
                q.sex + " approx ", ("AGE", str(q.age)), ", " + rng.choice(["conscious, cramping", "collapsed, breathing", "fallen, grazes",
                                                                           "confused, hot to touch", "vomiting"]) + ".\n")
        elif kind < 0.75:
            n.w(tm + "  " + unit + ": ", PE.nm(rng, q, "PATIENT", rng.choice(["full", "first"])), " (bib ", ("IDNUM", phi.bib(rng)),
                ") withdrawn from race, on sweep bus.\n")
        elif kind < 0.9:
            n.w(tm + "  Control: ambulance requested for bib ", ("IDNUM", phi.bib(rng)), ", CAD ", ("IDNUM", phi.cad_no(rng, c.d0)),
                ", RV at " + mk + " " + str(rng.randint(3, 26)) + " junction.\n")
        else:
            n.w(tm + "  Info: family member ", PE.nm(rng, PE.make_other(rng, c.country), "FAMILY", "full"), " at info point asking after runner ",
                PE.nm(rng, q, "PATIENT", "full"), " - tracker shows last split " + mk + " " + str(rng.randint(5, 20)) + ". Passed to Finish.\n")
    n.w("\n" + rng.choice(["Course closed 15:30.", "All sweep vehicles back 14:55.", "No further calls."]) + "\n")


def gen(rng, country):
    c = PE.make_ctx(rng, country, "marathon")
    p = PE.make_patient(rng, country, c.d0, "marathon")
    pres = CL.pick(rng, "marathon")
    n = Note()
    r = rng.random()
    if r < 0.4:
        _table(rng, c, n, p, pres)
    elif r < 0.8:
        _single(rng, c, n, p, pres)
    else:
        _course(rng, c, n, p, pres)
    return n
