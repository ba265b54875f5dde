"""Genres: ventilator and sedation flowsheet; ICU nursing shift summary."""
import clinical as CL
import common as C
from common import D, day
from phi import NB


def _initials_cell(g, st, lower=False):
    p = st.p
    v = p.first[0] + p.last[0]
    if g.chance(0.3):
        v = p.first[0] + p.mi + p.last[0]
    return (v.lower() if lower else v, "DOCTOR")


def vent_flowsheet(g, c):
    b = NB()
    s = c["scen"]
    st = c["staff"]
    cc = c["country"]
    b.t(g.pick(["RESPIRATORY THERAPY - MECHANICAL VENTILATION FLOWSHEET\n", "Vent / Sedation Flowsheet\n",
                "VENTILATOR & SEDATION RECORD\n", "RT Vent Check Flowsheet\n"]))
    b.emit(C.facility_line(g, c))
    k = g.r.randrange(3)
    if k == 0:
        b.f("Pt: {n}   MRN {m}   Bed {bd}   DOB {dob}\n", n=C.pt_name(g, c, "LAST_FIRST"), m=(c["mrn"], "MRN"),
            bd=(c["bed"], "LOCATION_OTHER"), dob=D(g, c, c["dob"]))
    elif k == 1:
        b.emit(C.pt_header(g, c, g.pick([0, 2, 3, 5])))
    else:
        b.f("{n} | {a}{sx} | {m} | {u} rm {rm}\n", n=C.pt_name(g, c, "last_first"), a=(str(c["age"]), "AGE"), sx=c["sex"],
            m=(c["mrn"], "MRN"), u=c["icu"], rm=(c["room"], "LOCATION_OTHER"))
    d = c["today"]
    b.f("Date: {d}    IBW {ibw} kg    Ht {h} cm\n", d=D(g, c, d, g.pick(["mdY", "iso", "dmony", "wk_md"])),
        ibw=str(g.ri(48, 82)), h=str(c["height"]))
    vent = g.pick(CL.VENTS)
    b.f("Ventilator: {v}   S/N {sn}", v=vent, sn=(g.serial("vent"), "DEVICE"))
    if g.chance(0.6):
        b.f("   Asset tag {at}", at=(g.pick(["BME-", "AT", "CE"]) + g.digits(5), "DEVICE"))
    if g.chance(0.55):
        b.f("   Data gateway IP {ip}", ip=(g.ip(), "IPADDR"))
    b.t("\n")
    intub = day(c, -g.ri(0, 4))
    b.f("Airway: ETT {sz} @ {cm} cm at lip, intubated {d} by {who}; cuff {cuff} cmH2O\n",
        sz=g.pick(["7.0", "7.5", "8.0", "8.5"]), cm=str(g.ri(21, 25)), d=D(g, c, intub, g.pick(["md", "mdY", "mon_d"])),
        who=C.staff(g, g.pick([st["anes"], st["att"], st["fellow"]]), g.pick(["dr_last", "init_cred"])), cuff=str(g.ri(22, 30)))
    if g.chance(0.25):
        b.f("Trach: Shiley 8 cuffed placed {d}, SN {sn}\n", d=D(g, c, day(c, -g.ri(5, 20)), "md"), sn=(g.serial("other"), "DEVICE"))
    b.t("\n")
    rows = g.ri(5, 9)
    rts = [st["rt"], c["staff"]["rt"] if g.chance(0.5) else None]
    other_rt = g.person()
    lower = g.chance(0.2)
    hdr = g.pick([0, 1])
    if hdr == 0:
        b.t("Time | Mode     | Vt set/exp | RR set/tot | PEEP | FiO2 | PIP | Pplat | SpO2 | EtCO2 | Init\n")
    else:
        b.t("TIME  MODE   VT   RR   PEEP  FIO2  PIP  PLAT  SPO2  ETCO2  BY\n")
    hours = sorted(g.sample(list(range(0, 24)), rows))
    mode = g.pick(["AC/VC", "PRVC", "AC/PC", "SIMV"])
    peep = g.pick([5, 8, 10, 12, 14])
    fio2 = g.pick([40, 50, 60, 80])
    for h in hours:
        vt = g.pick([350, 380, 400, 420, 450])
        if g.chance(0.2):
            fio2 = max(30, fio2 - 10)
        rr = g.ri(14, 28)
        by_rt = st["rt"] if h >= 7 and h < 19 else None
        if hdr == 0:
            b.t("%02d%02d | %-8s | %d/%d    | %d/%d      | %-4d | %-4d | %-3d | %-5d | %-4d | %-5d | " % (
                h, g.pick([0, 0, 5, 15, 30]), mode, vt, vt + g.ri(-25, 30), rr, rr + g.ri(0, 6), peep, fio2,
                g.ri(18, 38), g.ri(16, 31), g.ri(88, 100), g.ri(30, 55)))
        else:
            b.t("%02d00  %-6s %d  %d   %d    %d%%   %d   %d    %d    %d     " % (
                h, mode, vt, rr, peep, fio2, g.ri(18, 38), g.ri(16, 31), g.ri(88, 100), g.ri(30, 55)))
        if by_rt is not None:
            b.emit(_initials_cell(g, by_rt, lower))
        else:
            b.s((other_rt.first[0] + other_rt.last[0]).lower() if lower else other_rt.first[0] + other_rt.last[0], "DOCTOR")
        b.t("\n")
    b.t("\nSEDATION / ANALGESIA\n")
    drips = [x for x in s["drips"] if x in ("propofol", "fentanyl", "midazolam", "cisatracurium", "dexmedetomidine", "ketamine")]
    if not drips:
        drips = g.sample(["propofol", "fentanyl", "dexmedetomidine"], 2)
    for dn in drips:
        u, vals = CL.DRIP_DOSE[dn]
        b.t("- %s %s %s (%s)\n" % (dn, g.pick(vals), u, CL.DRUG_CONC[dn]))
    b.t("Goal " + g.pick(["RASS 0 to -1", "RASS -2 to -3", "RASS -4 to -5 (NMB)", "light sedation, RASS 0"]) +
        "; CPOT goal <3\n")
    b.t("Assessments: ")
    for h in sorted(g.sample(list(range(0, 24, 2)), 4)):
        b.t("%02d00 %s/CPOT %d; " % (h, CL.rass(g), g.ri(0, 5)))
    b.t("\n")
    b.f("SAT {d} {t}: {r}\n", d=D(g, c, d, "md"), t=C.tm(g), r=g.pick(["pass", "fail - agitation, RR 38", "held (PEEP 14)", "pass, follows cmds"]))
    b.f("SBT: {r}\n", r=g.pick(["CPAP 5/PS 5 x 30 min, RSBI 64 - pass, MD notified", "not done - FiO2 60%",
                                "failed at 12 min, tachypnea", "T-piece 2 h, tolerated"]))
    b.t("ABG " + CL.abg(g) + " at " + C.tm(g) + " on " + CL.vent_settings(g) + "\n")
    if peep > 5 and g.chance(0.5):
        b.f("Changes: PEEP {p1}->{p2} per {md} at {t}\n", p1=str(peep), p2=str(max(5, peep - 2)),
            md=C.staff(g, g.pick([st["res"], st["fellow"], st["att"]]), "dr_last"), t=C.tm(g))
    b.t("\nDocumented by: ")
    b.emit(C.staff(g, st["rt"], "full_cred"))
    b.f(" ({u})", u=(g.username(st["rt"].p), "USERNAME"))
    if g.chance(0.6):
        b.f("; night RT {n} ({u})", n=(other_rt.full(), "DOCTOR"), u=(g.username(other_rt), "USERNAME"))
    b.t("\n")
    if g.chance(0.5):
        b.f("RN co-sign: {n}\n", n=C.staff(g, st["rn_day"], "full_cred"))
    if g.chance(0.3):
        b.emit(C.audit_footer(g, c, st["rt"]))
    return b


def nursing_shift(g, c):
    b = NB()
    s = c["scen"]
    st = c["staff"]
    cc = c["country"]
    shift = g.pick(["0700-1900", "1900-0700", "days", "nights", "0700-1930"])
    night = shift in ("1900-0700", "nights")
    rn = st["rn_night"] if night else st["rn_day"]
    nxt = st["rn_day"] if night else st["rn_night"]
    b.f("ICU NURSING SHIFT SUMMARY - {sh} - {d}\n", sh=shift, d=D(g, c, c["today"], g.pick(["mdY", "wk_md", "iso", "dmony", "mon_d_y"])))
    k = g.r.randrange(3)
    if k == 0:
        b.f("Pt: {n} ({a}{sx})  Rm {rm}  MRN {m}\n", n=C.pt_name(g, c, g.pick(["full", "last_first"])), a=(str(c["age"]), "AGE"),
            sx=c["sex"], rm=(c["room"], "LOCATION_OTHER"), m=(c["mrn"], "MRN"))
    else:
        b.emit(C.pt_header(g, c))
    b.f("Report rec'd from {p} at {t}. Dx: {dx}. Code: {cs}. Allergies: {al}\n\n",
        p=C.staff(g, nxt, g.pick(["full_cred", "first_only", "full"])), t=("0700" if not night else "1900"), dx=s["dx"],
        cs=c["code"], al=c["allergy"])
    b.t("NEURO: " + CL.gcs(g) + ", " + CL.rass(g) + ", " + CL.cam(g) + ". " +
        g.pick(["PERRLA 3mm.", "pupils equal, sluggish.", "MAE weakly.", "follows simple cmds intermittently."]) + "\n")
    b.t("CV: " + g.pick(["SR 70-90s", "ST 100-120s", "AF 90-110s", "paced 80"]) + ", MAP " + str(g.ri(60, 72)) + "-" +
        str(g.ri(74, 95)) + ". " + g.pick(["Norepi titrated per order.", "No pressors.", "Vaso off at 1400.",
                                             "Heparin gtt, aPTT 68 at 1200."]) + "\n")
    b.t("RESP: " + (CL.vent_settings(g) if s["vent"] else g.pick(["4L NC", "HFNC 40/50%", "BiPAP overnight", "RA"])) +
        ". " + g.pick(["Sx q2-3h for thick tan secretions.", "Lungs coarse.", "Diminished bases.", "CPT done."]) + "\n")
    b.t("GI/GU: " + g.pick(["TF Jevity 1.5 @ 50 mL/h, residuals <100.", "NPO.", "Clears, tolerating."]) + " " +
        g.pick(["Foley - UOP 30-60/h.", "Voiding.", "UOP 15-25/h, MD aware."]) + " " + g.pick(["BM x1 loose.", "No BM.", "FMS in place."]) + "\n")
    b.t("SKIN: " + g.pick(["Braden 12, turned q2h, mepilex to sacrum.", "Stage 2 coccyx, wound care done.", "intact."]) + "\n")
    b.t("LINES:\n")
    for ln in g.sample(CL.LINES, g.ri(2, 4)):
        b.f("  {ln} - inserted {d}, {x}\n", ln=ln, d=D(g, c, day(c, -g.ri(0, 3)), g.pick(["md", "mdY", "iso", "mon_d"])),
            x=g.pick(["dsg CDI", "dsg changed", "flushes well", "site red, MD aware"]))
    b.t("PAIN: CPOT " + str(g.ri(0, 5)) + ", " + g.pick(["fentanyl 25 mcg IV x2", "hydromorphone 0.4 mg x1", "APAP 1 g q6h sched"]) + "\n")
    b.t("LABS: K " + CL.f1(g, 3.0, 5.6) + " (replaced), Hgb " + CL.f1(g, 6.5, 12.0) + ", lactate " + CL.f1(g, 0.8, 5.0) + "\n")
    b.t("\nFAMILY/PSYCHOSOCIAL:\n")
    f0 = c["fam"][0]
    t1, t2 = C.trange(g)
    b.f("{fr} at bedside {t1}-{t2}, {x}. ", fr=C.fam_ref(g, f0), t1=t1, t2=t2,
        x=g.pick(["tearful, emotional support given", "updated on plan by RN", "asking for MD update", "brought pt's glasses"]))
    if g.chance(0.5):
        b.f("Best # for {n}: {ph}. ", n=(f0["p"].first, "FAMILY"), ph=(f0["phone"], "PHONE"))
    if g.chance(0.45):
        b.f("Overnight parking pass issued for plate {pl}", pl=(g.plate(cc), "VEHICLE"))
        if g.chance(0.4):
            b.f(" ({mk})", mk=g.pick(["grey Corolla", "blue pickup", "white Rav4", "black Civic"]))
        b.t(". ")
    if len(c["fam"]) > 1 and g.chance(0.6):
        f1 = c["fam"][1]
        cv = g.pick(["out of state", c["city"], g.pick(["Dayton", "Halifax", "Regina", "Tucson", "Sudbury"])])
        b.f("{fr} called from {city}", fr=C.fam_ref(g, f1, g.pick([0, 1, 2])), city=cv if cv == "out of state" else (cv, "CITY"))
        b.t(", asks to be called w/ changes. ")
    if g.chance(0.4):
        b.f("Chaplain {ch} visited, pt's church ({chu}) notified per family request. ", ch=C.staff(g, st["chap"], g.pick(["full", "last"])),
            chu=(c["church"], "ORGANIZATION"))
    if g.chance(0.35):
        b.f("Valuables (wallet, phone, DL {dl}) sent home with {n}. ", dl=(g.drivers_license(cc, c["st"]), "LICENSE"),
            n=(f0["p"].first, "FAMILY"))
    if g.chance(0.2):
        b.f("\nID band re-printed; biometric (palm-vein) enrollment {bio} confirmed at {t}.", bio=(g.bioid(), "BIOID"), t=C.tm(g))
    b.t("\n\nSAFETY: bed alarm on, restraints " + g.pick(["none", "soft wrist x2, order renewed 0800", "d/c'd"]) +
        ", fall risk " + g.pick(["high", "mod"]) + ".\n")
    if g.chance(0.4):
        b.f("Incident: {x}, report filed #{ir}\n", x=g.pick(["unplanned extubation", "fall from bed (no injury)", "IV infiltrate L hand", "med error near-miss"]),
            ir=(g.idnum("incident"), "IDNUM"))
    b.f("\nHandoff (bedside, I-PASS) given to {p} at {t}.\n", p=C.staff(g, nxt, g.pick(["full_cred", "full"])), t=("1900" if not night else "0700"))
    b.f("Charge RN: {ch}\n", ch=C.staff(g, st["charge"], g.pick(["full", "first_only"])))
    k = g.r.randrange(3)
    if k == 0:
        b.emit(["\n", *C.staff(g, rn, "full_cred"), "  ", D(g, c, c["today"], "mdY"), " ", C.tm(g), "\n"])
    elif k == 1:
        b.emit(["\n-- ", *C.staff(g, rn, "init_cred"), " / ext ", (g.phone(c["hosp_area"], "dash") if g.chance(0.3) else "55" + g.digits(2), "PHONE"), "\n"])
    else:
        b.emit(["\nSigned ", (g.username(rn.p), "USERNAME"), " (", *C.staff(g, rn, "full"), ") ", D(g, c, c["today"], "iso"), "\n"])
    return b
