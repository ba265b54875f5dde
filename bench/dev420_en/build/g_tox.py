"""Genre: CRS / ICANS toxicity grading log (ASTCT consensus, ICE score)."""
import common as C
import ids

GENRE = "crs_icans_grading_log"
KIND = "cart"

SENTENCES = ["The weather is nice today", "I am in hospital", "My dog is called {fam}", "I want to go home",
             "Today is a good day", "{fam} is coming at lunch", "The cat sat on the mat", "I like tea with milk"]


def _ice_detail(d, c, rng, score):
    miss = set(rng.sample(["year", "month", "city", "hospital", "naming", "writing", "attention", "command"], 10 - score)) if score < 10 else set()
    d.w("    ICE %d/10: " % score)
    d.w("year ", "x" if "year" in miss else "ok", ", month ", "x" if "month" in miss else "ok", ", city ")
    if "city" in miss:
        if c.addr.city != c.haddr.city:
            d.w("x (said \"", (c.addr.city, "CITY"), "\")")
        else:
            d.w("x (said \"home\")")
    else:
        d.w("ok (\"", (c.haddr.city, "CITY"), "\")")
    d.w(", hospital ")
    if "hospital" in miss:
        d.w("x (said \"", rng.choice(["the hotel", "the airport", "work", "my house"]), "\")")
    else:
        d.w("ok (\"", (c.hosp if rng.random() < 0.5 else c.hosp_abbr, "HOSPITAL"), "\")")
    d.w("; naming %d/3" % (2 if "naming" in miss else 3), " (", rng.choice(["clock, pen, button", "watch, chair, cup", "key, phone, glasses"]), ")")
    d.w("; command ", "x" if "command" in miss else "ok", "; writing ")
    s = rng.choice(SENTENCES)
    if "writing" in miss:
        d.w("x (illegible / incomplete)")
    elif rng.random() < 0.25:
        d.w("ok - \"My name is ", (c.pt.full(), "PATIENT"), "\"")
    elif "{fam}" in s:
        a, b = s.split("{fam}")
        d.w("ok - \"", a, (c.partner.first, "FAMILY"), b, "\"")
    else:
        d.w("ok - \"", s, "\"")
    d.line("; count back 100 by 10: ", "x (stopped at 70)" if "attention" in miss else "ok")


def generate(c, d, rng):
    p = c.prod
    d.line((c.hosp, "HOSPITAL"), rng.choice([" | IEC Toxicity Monitoring", " - CAR-T Toxicity Flowsheet", " Cellular Therapy - CRS/ICANS Log"]))
    d.line("Grading: ", rng.choice(["ASTCT 2019 consensus (Lee et al.)", "ASTCT consensus; CTCAE v5.0 for other AEs",
                                    "ASTCT 2019 + ICE (replaces CARTOX-10)"]))
    C.banner(d, c, rng, short=True)
    d.line("Product: ", p["brand"], " (", p["short"], ") ", p["target"], "   Infused: ", c.d(c.day0), " ", ids.clock(rng, 10, 15),
           "   Location: ", (c.ward, "HOSPITAL"), " / ", (c.room, "LOCATION_OTHER"))
    d.line("Baseline ICE 10/10 (", c.d(ids.add(c.day0, -1), c.short), "); baseline handwriting sample on file; weight %.1f kg" % rng.uniform(50, 115))
    d.line("Tocilizumab: 2 doses reserved in pharmacy (", rng.choice(["confirmed", "checked"]), " by ", (c.pharm.init_last(), "DOCTOR"), ")")
    d.line("")
    d.line("Date        Time   Day   Tmax  SBP  Vaso  O2         CRS  ICE  LoC      Sz  ICANS  Init")
    peak_crs = rng.choice([1, 1, 2, 2, 3])
    icans = rng.random() < 0.45
    onset = rng.randint(1, 4)
    n_days = rng.randint(4, 8)
    rows = []
    crs_grade = 0
    ice = 10
    for day in range(1, n_days + 1):
        for hh in sorted(rng.sample([2, 6, 10, 14, 18, 22], rng.randint(1, 3))):
            if day >= onset and day <= onset + 3:
                crs_grade = min(peak_crs, max(1, day - onset + 1))
            elif day > onset + 3:
                crs_grade = 0
            if icans and day >= onset + 2 and day <= onset + 4:
                ice = rng.choice([9, 8, 7, 5, 3]) if crs_grade or day > onset + 2 else 9
            else:
                ice = 10
            rows.append((day, hh, crs_grade, ice))
    assessors = [c.nurse, c.nurse2, c.fellow]
    detail_done = 0
    for day, hh, g, ice in rows:
        t = rng.uniform(38.0, 39.9) if g else rng.uniform(36.4, 37.7)
        sbp = rng.randint(78, 96) if g >= 2 and rng.random() < 0.6 else rng.randint(100, 140)
        vaso = "NA 0.05" if g == 3 else "-"
        o2 = {0: "RA", 1: "RA", 2: rng.choice(["2L NC", "RA", "3L NC"]), 3: rng.choice(["HFNC 40L", "NRB 15L", "6L NC"])}[g]
        icans_g = 0 if ice == 10 else (1 if ice >= 7 else (2 if ice >= 3 else 3))
        loc = "alert" if icans_g < 2 else rng.choice(["voice", "drowsy"])
        a = rng.choice(assessors)
        d.line(c.d(c.rel(day), "iso"), "  %02d:%02d  D+%d  %.1f  %-4d %-5s %-10s %-4d %-4d %-8s %-3s %-6d " % (
            hh, rng.choice([0, 5, 10, 20]), day, t, sbp, vaso, o2, g, ice, loc, "-", icans_g), (a.initials_bare(), "DOCTOR"))
        if ice < 10 and detail_done < 2:
            _ice_detail(d, c, rng, ice)
            detail_done += 1
    d.line("")
    d.line("INTERVENTIONS")
    if peak_crs >= 1:
        d.line("  ", c.d(c.rel(onset), c.short), " ", ids.clock(rng), " paracetamol 1 g PO; BC x2, CXR, UA - fever workup (neutropenic)")
    if peak_crs >= 2 or rng.random() < 0.4:
        d.line("  ", c.d(c.rel(onset + 1), c.short), " ", ids.clock(rng), " tocilizumab 8 mg/kg = %d mg IV over 1 h (dose 1)" % rng.randint(400, 800))
    if peak_crs == 3:
        d.line("  ", c.d(c.rel(onset + 1), c.short), " ", ids.clock(rng), " noradrenaline commenced; ICU outreach (", rng.choice(["MET call", "RRT"]),
               "); dex 10 mg IV q6h")
        d.line("  transferred to ICU ", rng.choice(["bed ", "cubicle "]), (str(rng.randint(1, 20)), "LOCATION_OTHER"), " ", c.d(c.rel(onset + 1), c.short))
    if icans:
        d.line("  ", c.d(c.rel(onset + 2), c.short), " ", ids.clock(rng), " ICANS - dexamethasone 10 mg IV q6h; neuro consult (Dr ",
               (C.staff(c.resident, rng, form=2)[0], "DOCTOR"), "); EEG: ", rng.choice(["diffuse slowing, no NCSE", "normal", "generalised slowing"]),
               "; MRI brain ", rng.choice(["NAD", "not done", "no oedema"]))
        if rng.random() < 0.4:
            d.line("  anakinra 100 mg SC q6h started (steroid-refractory ICANS), per ", rng.choice(["EBMT 2022 handbook", "NCCN 2024 guidance", "local SOP"]))
    d.line("  Notified: Dr ", (c.att.last, "DOCTOR"), " (on call) via pager ", (ids.pager(rng, c.country), "PHONE"))
    d.line("")
    d.line("Max CRS grade %d; max ICANS grade %s. " % (peak_crs, "0" if not icans else str(rng.choice([1, 2, 3]))),
           rng.choice(["Resolved", "Ongoing monitoring", "Resolving"]), " as of ", c.d(c.rel(n_days + 1)), ".")
    d.line("Log reviewed by ", (c.fellow.full(), "DOCTOR"), ", ", rng.choice(["BMT fellow", "Haematology registrar", "IEC fellow"]),
           " (", (c.fellow.login(rng), "USERNAME"), ")")
    if rng.random() < 0.6:
        d.line("Printed ", c.d(c.rel(n_days + 1), "sys"), " ", ids.clock(rng), " from workstation ", (ids.ip(rng), "IPADDR"))
