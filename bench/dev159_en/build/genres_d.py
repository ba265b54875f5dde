"""Genres: telemetry monitor tech log, transfer center intake, discharge lounge log."""
from core import Doc, P, table, join
import phi
from phi import Ctx
import pools_places as PL
import common as CM

RHYTHMS = ["NSR", "SR w/ PACs", "SB 52", "ST 112", "AFib CVR", "AFib RVR", "A-flutter 2:1", "V-paced",
           "AV-paced", "SR 1st deg AVB", "SR w/ PVCs", "junctional", "SR RBBB", "AFib 80s"]
ALARMS = [("V-tach %d beats, HR %d", lambda r: (r.randint(4, 14), r.randint(150, 210))),
          ("pause %.1f sec", lambda r: (r.uniform(2.0, 4.8),)),
          ("HR %d, brady", lambda r: (r.randint(28, 44),)),
          ("AFib RVR HR %d", lambda r: (r.randint(130, 175),)),
          ("SVT HR %d x %d sec", lambda r: (r.randint(160, 220), r.randint(8, 60))),
          ("QTc %d ms (baseline %d)", lambda r: (r.randint(500, 560), r.randint(430, 470))),
          ("couplets/trigeminy, %d PVCs/min", lambda r: (r.randint(6, 20),)),
          ("SpO2 %d%% on %dL", lambda r: (r.randint(78, 88), r.randint(2, 6))),
          ("ST changes lead II / V5", lambda r: ()),
          ("2nd deg type II, HR %d", lambda r: (r.randint(35, 48),))]


# ====================================================================== telemetry tech log
def telemetry_tech_log(rng):
    c = Ctx(rng)
    d = Doc()
    tech = c.staff("MT")
    nxt = c.staff("MT")
    d.line(rng.choice(["TELEMETRY CENTRAL MONITORING - TECH LOG", "Central Monitoring Unit (CMU) Shift Log",
                       "Remote Tele Monitoring - Event Log"]))
    shift, start_h = rng.choice([("1900-0700", 19), ("0700-1900", 7), ("Nights", 19), ("Days", 7)])
    d.line(c.hosp_piece(), " | Station %d" % rng.randint(1, 4),
           [" (", P(phi.ip(rng), "IPADDR"), ")"] if rng.random() < 0.6 else "", " | ",
           c.d(style=rng.choice(["us", "wd_us", "mon_d_y", "dmy_mon"])), " ", shift)
    d.line("Monitor tech: ", c.sname(tech, rng.choice(["fl_cred", "fl"])), "   CMU line ", P(phi.ext(rng), "PHONE"))
    used = rng.randint(20, 60)
    d.line("Boxes in use %d/%d; %d out for repair" % (used, used + rng.randint(2, 16), rng.randint(0, 3)),
           [" (SN ", P(phi.device_serial(rng, "tele"), "DEVICE"), ")"] if rng.random() < 0.5 else "", ".")
    d.blank()
    n = rng.randint(6, 12)
    pts = []
    for i in range(n):
        p = c.patient(min_age=25)
        u = c.unit()
        pts.append({"p": p, "u": u, "rm": c.room(u), "box": phi.device_serial(rng, "tele"), "rn": c.staff("RN"),
                    "md": c.staff("MD"), "rh": rng.choice(RHYTHMS)})
    style = rng.choice(["space", "pipe", "tsv", "space"])
    pstyle = rng.choice(["LF", "l_fi", "lf", "L_FI"])
    rows = []
    for t in pts:
        p = t["p"]
        rows.append([P(t["box"], "DEVICE"), c.unit_piece(t["u"]), P(t["rm"], "LOCATION_OTHER"), c.pname(p, pstyle),
                     P(str(p.age), "AGE"), t["rh"], "%d-%d" % (rng.choice([40, 45, 50]), rng.choice([120, 130, 140])),
                     P(t["rn"].render(rng.choice(["f", "fi"])), "DOCTOR")])
    d.line("ROSTER")
    table(d, ["Box", "Unit", "Rm", "Patient", "Age", "Rhythm", "HR lim", "RN"], rows, style)
    d.blank()
    d.line("EVENTS")
    evclock = phi.shift_clock(rng, start_h, rng.randint(5, 11), 680)
    for tk in evclock:
        t = rng.choice(pts)
        p = t["p"]
        tm = c.t(tk[1], tk[2])
        tn = phi.add_min(tk, rng.randint(1, 6))
        k = rng.randint(0, 7)
        sep = rng.choice([" | ", " - ", "  "])
        d.add(tm, sep, "box ", P(t["box"], "DEVICE"), sep, c.unit_piece(t["u"]), " ", P(t["rm"], "LOCATION_OTHER"), sep)
        if k <= 2:
            fmt, fn = rng.choice(ALARMS)
            d.add(c.pname(p, rng.choice(["l", "L_FI", "lf"])), ": ", fmt % fn(rng), ". Notified RN ",
                  P(t["rn"].render(rng.choice(["fl", "f", "fi"])), "DOCTOR"), " ", c.t(tn[1], tn[2]),
                  rng.choice([", pt asymptomatic", ", RRT called", ", MD paged", ", strip saved to chart", ""]), ".")
        elif k == 3:
            d.add("leads off >%d min, RN " % rng.randint(5, 20), P(t["rn"].render("f"), "DOCTOR"), " replaced electrodes.")
        elif k == 4:
            d.add("off unit to ", rng.choice(["CT", "MRI", "IR", "Dialysis", "Echo"]), " w/ RN, monitoring on transport pack.")
        elif k == 5:
            d.add("low battery, changed. ", c.pname(p, "l"), " resting.")
        elif k == 6:
            d.add("d/c from tele per order ", P("ORD" + phi.digits(rng, 8), "IDNUM"), " (", phi.staff_name(rng, t["md"], "dr"),
                  "), box cleaned and returned.")
        else:
            d.add("paced rhythm, pacemaker SN ", P(phi.device_serial(rng, "pacer"), "DEVICE"),
                  " on file; intermittent failure to sense? ", phi.staff_name(rng, t["md"], "dr"), " aware.")
        d.add("\n")
    if rng.random() < 0.6:
        p = c.patient(min_age=30)
        u = c.unit()
        box = phi.device_serial(rng, "tele")
        tk = phi.add_min(evclock[-1], rng.randint(3, 40))
        d.add(c.t(tk[1], tk[2]), " NEW: ", c.pname(p, "fl"), ", ", c.age(p, rng.choice(["yoS", "space_S", "y/o"])), ", MRN ", P(p.mrn, "MRN"),
              " placed on box ", P(box, "DEVICE"), ", ", c.unit_piece(u), " ", c.room_piece(u), ". Order verified, indication: ",
              rng.choice(["syncope", "chest pain", "AFib", "electrolyte replacement", "QT-prolonging med", "post-cath"]), ".\n")
    d.blank()
    ho = phi.add_min((0, start_h, 0), 720 + rng.randint(-10, 25))
    d.line("Handoff to ", c.sname(nxt, "fl"), " at ", c.t(ho[1], ho[2]), ". ",
           rng.choice(["All alarms acknowledged.", "2 pts with frequent leads-off, see above.", "No open events.",
                       "Central station rebooted 0312, 4 min gap documented."]),
           [" Ack user ", P(tech.user, "USERNAME"), "."] if rng.random() < 0.6 else "")
    return d


# ====================================================================== transfer center intake
def transfer_center_call(rng):
    c = Ctx(rng)
    d = Doc()
    p = c.patient()
    rn = c.staff("RN")
    ref = c.staff("MD")
    acc = c.staff("MD")
    osh = rng.choice(PL.OUTSIDE_FACILITIES)
    oa = phi.Address(rng)
    case = P("TC-%02d-%05d" % (c.date.year % 100, rng.randint(1, 99999)), "IDNUM")
    d.line(rng.choice(["TRANSFER CENTER - INCOMING TRANSFER REQUEST", "Transfer Center Call Record",
                       "PATIENT TRANSFER INTAKE (INBOUND)"]))
    d.line(c.hosp_piece(), " Transfer Center  ", P(phi.phone(rng, rng.choice(["paren", "plus1"])), "PHONE"), "  fax ",
           P(phi.phone(rng, "paren"), "FAX"))
    d.blank()
    kvst = rng.choice(["colon", "tight"])
    sbp = rng.randint(78, 170)
    h = rng.randint(0, 18)
    mi = rng.randint(0, 40)
    pairs = [("Case #", case), ("Call received", c.stamp(0, h, mi)),
             ("Intake RN", [P(rn.render("fl"), "DOCTOR"), " (", P(rn.user, "USERNAME"), ")"]),
             ("Referring facility", [P(osh, "HOSPITAL"), ", ", P(oa.city, "CITY"), ", ", P(oa.st, "STATE")]),
             ("Referring MD", phi.staff_name(rng, ref, rng.choice(["dr", "fl_cred"]))),
             ("Callback", P(phi.phone(rng), "PHONE")), ("OSH fax", P(phi.phone(rng), "FAX")),
             ("Patient", c.pname(p, rng.choice(["LFM", "fl", "lf"]))), ("DOB", c.dob(p)),
             ("Age/Sex", phi.age_piece(rng, p.age, p.sex, rng.choice(["slash", "space_S", "S"]))),
             ("OSH MRN", P(mrn_osh(rng), "MRN"))]
    if rng.random() < 0.7:
        pairs.append(("Insurance", [P(rng.choice(PL.INSURERS), "ORGANIZATION"), ", ID ", P(phi.member_id(rng), "HEALTHPLAN")]))
    else:
        pairs.append(("Insurance", rng.choice(["Medicare", "Medicaid", "uninsured", "VA - notified"])))
    pairs += [("Diagnosis", rng.choice(PL.DIAGNOSES)),
              ("Reason for transfer", rng.choice(["higher level of care", "no cardiology coverage", "needs neurosurgery",
                                                  "ECMO eval", "no ICU beds", "pt/family request", "needs IR",
                                                  "specialty - burns"])),
              ("Requested level", rng.choice(["ICU", "PCU", "Med-Surg tele", "Neuro ICU", "CVICU"])),
              ("Vitals at OSH", "BP %d/%d, HR %d, RR %d, SpO2 %d%% %s, T %.1f" % (
                  sbp, rng.randint(38, min(100, sbp - 25)), rng.randint(50, 140), rng.randint(12, 32),
                  rng.randint(86, 100), rng.choice(["RA", "2L", "4L NC", "HFNC 40L", "on vent"]), rng.uniform(36.1, 39.6)))]
    from core import kv
    kv(d, pairs, kvst)
    d.blank()
    d.line(rng.choice(["TIMELINE", "Call log:", "Timeline"]))
    mi -= 3

    def tl(*pcs):
        nonlocal mi, h
        mi += rng.randint(2, 14)
        if mi > 59:
            h, mi = (h + 1) % 24, mi - 60
        d.line(rng.choice(["", "- ", "  "]), c.t(h, mi), " ", *pcs)

    tl("call rec'd from ", phi.staff_name(rng, ref, "dr"), " at ", P(osh, "HOSPITAL"), "; 3-way recorded line, call ID ",
       P("REC" + phi.digits(rng, 7), "IDNUM"), ".")
    tl("paged ", phi.staff_name(rng, acc, "dr"), " (", rng.choice(PL.SERVICES), ") pgr ", P(phi.ext(rng), "PHONE"), ".")
    if rng.random() < 0.4:
        tl("re-paged; no callback. Escalated to ", phi.staff_name(rng, c.staff("MD"), "dr"), ", medical director on call.")
    tl(phi.staff_name(rng, acc, "dr"), " accepted", rng.choice(["", " - MD-to-MD complete", " with recs: start heparin gtt"]), ".")
    u = c.unit()
    bed = rng.random() < 0.8
    if bed:
        tl("bed assigned ", c.unit_piece(u), " ", c.room_piece(u), " by placement (", P(c.staff("RN").user, "USERNAME"), ").")
    else:
        tl("no bed; pt placed on waitlist, OSH updated. ", rng.choice(["ED-to-ED transfer discussed.", "Will hold at OSH."]))
    amb = rng.choice(PL.AMBULANCE_COS[:6])
    ex = rng.random()
    tl("transport: ", P(amb, "ORGANIZATION"), rng.choice([" CCT", " ALS", " BLS", " rotor-wing"]),
       [", unit plate ", P(phi.plate(rng), "VEHICLE")] if ex < 0.5 else
       ([", VIN ", P(phi.vin(rng), "VEHICLE")] if ex < 0.6 else ""),
       ", crew lead ", P(c.staff("EMT").render("fl"), "DOCTOR"),
       [" (", rng.choice(["EMT-P", "cert"]), " #", P(phi.digits(rng, 6), "LICENSE"), ")"] if rng.random() < 0.3 else "",
       ", ETA %d min." % rng.randint(25, 180))
    tl("report called: OSH RN ", P(c.staff("RN").render(rng.choice(["fl", "f"])), "DOCTOR"), " to ",
       P(c.staff("RN").render(rng.choice(["fl", "f"])), "DOCTOR"), " (receiving).")
    if bed and rng.random() < 0.7:
        tl("pt arrived to ", c.unit_piece(u), "; case closed.")
    d.blank()
    notes = []
    rel = rng.choice(["Husband" if p.sex == "F" else "Wife", "Daughter", "Son", "Mother", "Partner"])
    fam = phi.relative(rng, p, rel)
    fa = phi.Address(rng)
    notes.append([rel, " ",
                  P(fam.render("fl"), "FAMILY"), " ", P(phi.phone(rng), "PHONE"), ", driving from ",
                  P(fa.city, "CITY"), ", ", P(fa.state if rng.random() < 0.3 else fa.st, "STATE"), "."])
    if rng.random() < 0.35:
        notes.append(["Pt visiting from ", P(rng.choice(PL.COUNTRIES), "COUNTRY"), "; travel insurance ",
                      P(phi.member_id(rng), "HEALTHPLAN"), ", passport copy requested."])
    if rng.random() < 0.45:
        prof = rng.choice(PL.PROFESSIONS)
        notes.append(["Pt is ", CM.a_an(prof), P(prof, "PROFESSION"), "; ",
                      rng.choice(["works nights", "injury at work - workers comp", "employer notified by family"]), "."])
    if rng.random() < 0.4:
        notes.append(["Records faxed to ", P(phi.phone(rng), "FAX"), "; images pushed via PACS, accession ",
                      P("ACC" + phi.digits(rng, 8), "IDNUM"), "."])
    if rng.random() < 0.3:
        notes.append(["Outside NPI for referring: ", P(phi.npi(rng), "LICENSE"), "."])
    d.line("Notes:")
    for nn in notes:
        d.line("- ", nn)
    return d


def mrn_osh(rng):
    return rng.choice(["M" + phi.digits(rng, 7), phi.digits(rng, 8), "%s-%s" % (phi.digits(rng, 3), phi.digits(rng, 5))])


# ====================================================================== discharge lounge log
def discharge_lounge_log(rng):
    c = Ctx(rng)
    d = Doc()
    rn = c.staff("RN")
    d.line(rng.choice(["DISCHARGE LOUNGE DAILY LOG", "Discharge Lounge - Patient Tracking", "DC LOUNGE CENSUS / LOG"]))
    d.line(c.hosp_piece(), " | ", P(rng.choice(c.buildings), "LOCATION_OTHER"), " 1st floor | ",
           c.d(style=rng.choice(["us", "weekday_full", "wd_us", "mon_d_y"])), " | Lounge RN: ",
           P(rn.render("fl"), "DOCTOR"), ", ", rn.cred, " ext ", P(phi.ext(rng), "PHONE"))
    d.line("Capacity 12 recliners + 2 stretchers. Hours 0900-1900.")
    d.blank()
    n = rng.randint(5, 11)
    layout = rng.randint(0, 2)
    ents = []
    for i in range(n):
        p = c.patient()
        u = c.unit()
        rel = rng.choice(["daughter", "son", "husband" if p.sex == "F" else "wife", "friend", "neighbor", "brother",
                          "sister", "niece"])
        f = phi.relative(rng, p, rel)
        e = {"p": p, "u": u, "rm": c.room(u), "f": f, "rel": rel,
             "h": rng.randint(9, 17), "m": rng.randint(0, 59)}
        r = rng.random()
        if r < 0.55:
            e["ride"] = "family"
        elif r < 0.75:
            e["ride"] = "wc_van"
        elif r < 0.9:
            e["ride"] = "taxi"
        else:
            e["ride"] = "amb"
        ents.append(e)
    ents.sort(key=lambda e: (e["h"], e["m"]))
    if layout == 0:
        cols = ["In", "Patient", "MRN", "From", "Ride", "Vehicle", "Destination", "Out", "Staff"]
        rows = []
        for e in ents:
            p = e["p"]
            ride, veh, dest = _ride(rng, c, e)
            rows.append([c.t(e["h"], e["m"]), c.pname(p, rng.choice(["LF", "lf", "L_FI"])), P(p.mrn, "MRN"),
                         [c.unit_piece(e["u"]), " ", P(e["rm"], "LOCATION_OTHER")], ride, veh, dest,
                         c.t(min(23, e["h"] + rng.randint(1, 3)), rng.randint(0, 59)),
                         P(c.staff("TRANS").render("fi"), "DOCTOR")])
        table(d, cols, rows, rng.choice(["pipe", "tsv", "csv"]))
    else:
        for e in ents:
            p = e["p"]
            ride, veh, dest = _ride(rng, c, e)
            d.add(c.t(e["h"], e["m"]), rng.choice([" ", " - ", "  "]), c.pname(p, rng.choice(["LF", "fl", "lf"])), " (",
                  c.age(p, rng.choice(["S", "space_S", "yoS"])), "), MRN ", P(p.mrn, "MRN"), ", from ",
                  c.unit_piece(e["u"]), " ", P(e["rm"], "LOCATION_OTHER"), ".\n")
            d.add("    Ride: ", ride)
            if veh != "-":
                d.add("; vehicle ", veh)
            d.add(". Dest: ", dest, ".\n")
            k = rng.randint(0, 5)
            if k == 0:
                d.add("    Meds to beds from ", P(rng.choice(PL.PHARMACIES), "HOSPITAL"), ", ", rng.choice(["delivered", "delayed - prior auth", "picked up"]), ".\n")
            elif k == 1:
                d.add("    ID verified by palm scan ", P(phi.bioid(rng), "BIOID"), " before belongings released.\n")
            elif k == 2 and e["ride"] == "family":
                prof = rng.choice([x for x in PL.PROFESSIONS if not x.startswith("retired")])
                d.add("    ", e["rel"].capitalize(), " is ", CM.a_an(prof), P(prof, "PROFESSION"), ", off shift at ",
                      c.t(rng.randint(13, 18), rng.choice([0, 15, 30, 45])), ".\n")
            elif k == 3:
                rt = phi.add_min((0, e["h"], e["m"]), rng.randint(20, 150))
                d.add("    Returned to unit ", c.t(rt[1], rt[2]), " - ",
                      rng.choice(["BP 82/50", "fall in lounge, no injury", "DC cancelled by MD"]), ".\n")
                continue
            elif k == 4:
                d.add("    Follow-up appt ", c.d(rng.randint(3, 14), rng.choice(["md", "mon_d", "us_short"])), " at ",
                      P(rng.choice(PL.CLINICS), "HOSPITAL"), ".\n")
            ot = phi.add_min((0, e["h"], e["m"]), rng.randint(25, 200))
            d.add("    Out ", c.t(ot[1], ot[2]), " via ",
                  P(rng.choice(c.buildings), "LOCATION_OTHER") if rng.random() < 0.6 else "main entrance",
                  " w/ ", P(c.staff("TRANS").render(rng.choice(["f", "fi", "fl"])), "DOCTOR"), ".\n")
    d.blank()
    d.line("Lounge throughput: %d pts, avg stay %d min, beds freed before noon: %d." % (
        n, rng.randint(45, 210), rng.randint(0, n)))
    return d


def _ride(rng, c, e):
    f = e["f"]
    if e["ride"] == "family":
        ride = [e["rel"], " ", P(f.render(rng.choice(["fl", "f"])), "FAMILY"), " ", P(phi.phone(rng), "PHONE")]
        veh = [rng.choice(PL.CAR_COLORS), " ", rng.choice(PL.CAR_MAKES), " ", P(phi.plate(rng), "VEHICLE")] if rng.random() < 0.65 else "-"
    elif e["ride"] == "wc_van":
        ride = [P(rng.choice(PL.AMBULANCE_COS[-2:]), "ORGANIZATION"), " trip ", P(phi.digits(rng, 7), "IDNUM")]
        veh = ["van ", P(phi.plate(rng), "VEHICLE")] if rng.random() < 0.5 else "-"
    elif e["ride"] == "taxi":
        ride = rng.choice(["taxi voucher", "rideshare via CM", "Medicaid cab"])
        veh = "-"
    else:
        ride = [P(rng.choice(PL.AMBULANCE_COS[:4]), "ORGANIZATION"), " BLS"]
        veh = "-"
    r = rng.random()
    if r < 0.5:
        a = phi.Address(rng)
        dest = ["home, ", a.oneline(rng)]
    elif r < 0.8:
        dest = [P(rng.choice(PL.CARE_HOMES), "HOSPITAL")]
    else:
        dest = [rng.choice(["daughter's home in ", "shelter in ", "motel in "]), P(rng.choice(PL.CITIES), "CITY")]
    return ride, veh, dest
