"""Genres: medication administration record excerpt; physician / NP visit note."""
import clinical as CL
import people as PE
import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, HP, AC, LI,
                  DV, BI, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, ampm, chance, digits, letters)

TIMES = {"daily": ["0900"], "BID": ["0900", "1700"], "TID": ["0800", "1400", "2000"], "at HS": ["2100"],
         "QAM": ["0600"], "daily 0600": ["0600"], "QID": ["0800", "1200", "1600", "2000"]}


def _times(freq):
    for k in ("QID", "TID", "BID", "daily 0600", "daily", "at HS", "QAM"):
        if freq.startswith(k):
            return TIMES[k]
    return ["0900"]


def mar(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    nurses = rng.sample(st["nurse"], 3)
    inits = {id(n): n["first"][0] + n["last"][0] for n in nurses}
    sched = [m for m in CL.MEDS if "PRN" not in m[3]]
    prn = [m for m in CL.MEDS if "PRN" in m[3]]
    variant = rng.choice([0, 0, 1])
    if variant == 0:
        note.line(rng.choice(["MEDICATION ADMINISTRATION RECORD", "MAR - MONTHLY (excerpt)", "Medication Administration Record - Print"]),
                  "     Month: ", DT(fd(d, rng.choice(["my", "my3", "mys"]))))
        note.line(HO(fac["name"]), " / ", HO(r["unit"]), "     Pharmacy: ", HO(fac["pharmacy"]), " ", PH(fac["pharm_phone"]))
        note.line("Resident: ", PE.pn(rng, r, "LF"), "   MR# ", MR(r["mrn"]), "   DOB ", DT(fd(r["dob"], "mdy")),
                  "   Rm ", LO(r["room"]))
        note.line("Physician: ", PE.sn(rng, r["md"], "dr"), "   Allergies: ", CL.allergies(rng, rng.randint(1, 2)),
                  "   Diet: ", rng.choice(CL.DIETS))
        note.line("Dx: ", ", ".join(x[2] for x in rng.sample(CL.DX, 4)))
        note.line("")
        start = add_days(d, -rng.randint(0, 4))
        days = [add_days(start, k) for k in range(rng.choice([4, 5, 5, 6]))]
        head = "%-44s %-5s" % ("Medication / directions", "Hour")
        note.add(head)
        for dd in days:
            note.add(" ", DT(fd(dd, "md")), " " * max(1, 5 - len(fd(dd, "md"))))
        note.line("")
        codes = ["H", "R", "L", "S", "D"]
        for m in rng.sample(sched, rng.randint(4, 6)):
            desc = "%s %s %s %s" % (m[0], m[1], m[2], m[3])
            rx = "Rx# " + digits(rng, 7)
            for i, tm in enumerate(_times(m[3])[:2]):
                note.add("%-44s %-5s" % (desc if i == 0 else "  " + m[4] if i == 1 else "", tm))
                for dd in days:
                    if chance(rng, 0.07):
                        note.add(" ", rng.choice(codes), "     ")
                    else:
                        n = rng.choice(nurses)
                        note.add(" ", DR(inits[id(n)]), "    ")
                note.line("")
            if m[0] in ("metoprolol tartrate", "metoprolol succinate ER", "amlodipine", "lisinopril"):
                note.line("   ** hold if SBP < 100 or HR < 55 - document BP/HR **")
            elif m[0] in ("warfarin", "apixaban", "enoxaparin"):
                note.line("   ** HIGH ALERT - monitor for bleeding **")
            if chance(rng, 0.3):
                note.line("   ", "Rx# ", IDN(rx[4:]), "  start ", DT(fd(add_days(d, -rng.randint(20, 400)), ds)))
        for m in rng.sample(prn, 2):
            note.line("%-44s %-5s" % ("%s %s %s %s" % m[:4], "PRN"), "  see PRN notes")
        note.line("")
        note.line("Initials key: ", "; ".join(DR(inits[id(n)]) + " = " + DR(n["first"] + " " + n["last"]) + ", " + n["cred"]
                                              for n in nurses))
        note.line("Codes: H=held  R=refused  L=LOA  S=sleeping  D=drug not avail")
        note.line("")
        note.line("PRN / EXCEPTION NOTES")
        for k in range(rng.randint(2, 4)):
            n = rng.choice(nurses)
            m = rng.choice(prn)
            dd = rng.choice(days)
            note.line(DT(fd(dd, "md")), " ", hhmm(rng, 0, 23, False), "  ", m[0], " ", m[1], " for ",
                      (m[4] + (" " + str(rng.randint(4, 9)) + "/10" if "pain" in m[4] else "")) if chance(rng, 0.7) else "per resident request",
                      ". Effective: ", rng.choice(["Y", "Y", "N - MD notified", "partially"]), "  ", DR(inits[id(n)]))
        if chance(rng, 0.6):
            n = rng.choice(nurses)
            note.line("Cabinet override (oxycodone 5 mg) - nurse biometric ID ", BI(n["bio"]), ", witness ",
                      PE.sn(rng, rng.choice(st["unitmgr"]), "initc"), ".")
        if chance(rng, 0.5):
            note.line("Refills requested from ", HO(fac["pharmacy"]), " via fax ", FX(fac["pharm_fax"]), ".")
    else:
        day = d
        note.line("eMAR ADMINISTRATION HISTORY   ", DT(fd(day, rng.choice([ds, "wdlong"]))))
        note.add(PE.banner(rng, r, fac, d, ds))
        note.line("Allergies: ", CL.allergies(rng, 2), "     Code: ", rng.choice(CL.CODES))
        note.line("")
        note.line("Sched  Given  Medication                               Status    Charted by")
        rows = []
        for m in rng.sample(sched, rng.randint(5, 8)):
            for tm in _times(m[3])[:2]:
                rows.append((tm, m))
        rows.sort(key=lambda x: x[0])
        for tm, m in rows:
            n = rng.choice(nurses)
            stat = rng.choice(["Given", "Given", "Given", "Given", "Held", "Refused", "Given-late"])
            g = "%s%02d" % (tm[:2], min(59, int(tm[2:]) + rng.randint(0, 45)))
            note.add("%-6s %-6s %-40s %-9s " % (tm, g if stat != "Held" else "--", ("%s %s %s" % m[:3])[:40], stat))
            note.line(US(n["user"]) if chance(rng, 0.6) else PE.sn(rng, n, "initc"))
            if stat == "Held":
                note.line("       reason: ", rng.choice(["SBP 94", "HR 52", "NPO for procedure", "BS 64", "res asleep, reattempt"]))
            elif stat == "Refused":
                note.line("       reason: res refused x2, educated on risks; ", rng.choice(["MD aware", "will notify NP"]))
        note.line("")
        note.line("PRN administrations:")
        for k in range(rng.randint(1, 3)):
            m = rng.choice(prn)
            n = rng.choice(nurses)
            note.line("  ", hhmm(rng, 0, 23, True), "  ", m[0], " ", m[1], " ", m[2], " - ", m[4], "; pain ",
                      str(rng.randint(4, 9)), "/10 -> ", str(rng.randint(0, 4)), "/10  (", US(n["user"]), ")")
        note.line("")
        note.line("Barcode scan compliance ", str(rng.randint(88, 100)), "%.  Session IPs: ",
                  IP(fac["ipb"] + str(rng.randint(2, 254))), ", ", IP(fac["ipb"] + str(rng.randint(2, 254))))
        if chance(rng, 0.5):
            n = rng.choice(nurses)
            note.line("Controlled count discrepancy resolved by ", PE.sn(rng, n, "fullc"), " (bio ID ", BI(n["bio"]), ") and ",
                      PE.sn(rng, st["adon"][0], "fullc"), ".")
        note.line("Pharmacy: ", HO(fac["pharmacy"]), "  Order # ", IDN(letters(rng, 1) + digits(rng, 8)),
                  "  consultant ", PE.sn(rng, st["pharm"][0], "fullc"))
    return "mar_excerpt"


def visit(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    prov = rng.choice([r["md"], r["np"], r["md"]])
    is_md = prov["role"] == "md"
    nurse = rng.choice(st["nurse"])
    fam = r["fam"][0]
    tele = chance(rng, 0.2)
    dxs = rng.sample(CL.DX, rng.randint(4, 6))
    he, his = ("she", "her") if r["sex"] == "F" else ("he", "his")
    sx = "F" if r["sex"] == "F" else "M"
    kind = rng.choice(["Subsequent visit (99309)", "Regulatory 60-day visit", "Acute visit - nursing request",
                       "SNF H&P (99305)", "Follow-up"])
    note.line(rng.choice(["PROVIDER PROGRESS NOTE", "SNF PROGRESS NOTE", "Physician Visit Note", "NP Visit - Long Term Care"]))
    note.line("Facility: ", HO(fac["name"]), "   Unit: ", HO(r["unit"]), "   Rm ", LO(r["room"]))
    note.line("Patient: ", PE.pn(rng, r, rng.choice(["LF", "full", "fml"])), "   DOB: ", DT(fd(r["dob"], ds)),
              "   MRN: ", MR(r["mrn"]), "   Encounter #: ", AC(digits(rng, 10)))
    note.line("DOS: ", DT(fd(d, ds)), "   Visit type: ", kind, ("   [TELEHEALTH]" if tele else ""))
    note.line("")
    note.add("CC/Reason: ", rng.choice(["increased confusion x 2 days", "cough, low-grade temp", "routine follow-up",
                                       "fall yesterday", "poor PO intake", "BLE edema", "elevated BS readings"]), "\n")
    note.add("HPI: ", PE.age_txt(rng, r["age"], rng.choice(["yo", "y/o", "yo_ns", "-year-old"])), " ", sx, " w/ ",
             ", ".join(x[2] for x in dxs), " seen ", "via video" if tele else "at bedside", ". ")
    note.add("Per nursing (", PE.sn(rng, nurse, rng.choice(["fullc", "initc"])), ") ", rng.choice([
        "res has been more sleepy, eating < 25%", "temp 100.4 overnight, sats 89% RA -> 2L", "BS 300s x3 days",
        "no acute issues", "found on floor, no apparent injury", "wt up 4 lb in 3 days"]), ". ")
    note.add(he.capitalize(), " ", rng.choice(["denies pain", "c/o R hip pain 6/10", "is a poor historian",
                                                "reports 'i feel ok'", "endorses fatigue"]), ". ")
    if chance(rng, 0.5):
        note.add("Spoke w/ ", fam["rel"], " ", PE.famn(rng, fam, "full"), " ", rng.choice(["by phone", "at bedside"]),
                 " (", PH(fam["phone"]), "); ", rng.choice(["agrees w/ plan", "requests labs", "asks about hospice",
                                                         "wants to avoid hospitalization"]), ". ")
    note.add("\n")
    note.line("PMH: ", ", ".join(x[2] for x in rng.sample(CL.DX, 3)), "; ", rng.choice(["CVA", "MI", "L TKA", "CABG x3",
              "cholecystectomy"]), " (", DT(str(rng.randint(1985, d.year - 1))), ")")
    note.line("SH: ", rng.choice(["former smoker 40 pk-yr, quit", "never smoker", "remote EtOH"]), "; retired ",
              PR(r["prof"]), "; ", rng.choice(["widowed", "married", "divorced"]), (", " + CO(r["country"]) + "-born") if r["country"] else "")
    note.line("Meds (reviewed on eMAR): ")
    seen = []
    for m in rng.sample(CL.MEDS, rng.randint(5, 9)):
        if m[0] not in seen:
            seen.append(m[0])
            note.line("  - %s %s %s %s" % m[:4])
    note.line("Allergies: ", CL.allergies(rng, 2))
    note.line("")
    note.line("Vitals: ", CL.vitals(rng, rng.choice([0, 1])), "  Wt ", str(CL.weight(rng)), " lb")
    note.line("Exam: Gen - ", rng.choice(["NAD, frail", "elderly, chronically ill appearing", "lethargic, arousable to voice"]),
              ". HEENT - ", rng.choice(["MMM", "dry MM", "poor dentition"]), ". CV - ", rng.choice(["irreg irreg", "RRR, 2/6 SEM",
              "RRR no m/r/g"]), ". Lungs - ", rng.choice(["CTA", "crackles bibasilar", "diminished R base", "scattered rhonchi"]),
              ". Abd - soft NT. Ext - ", rng.choice(["2+ pitting edema to knees", "no edema", "R heel boot in place"]),
              ". Neuro - ", rng.choice(["A&O x1", "A&O x3", "baseline per staff", "R sided weakness (old)"]), ".")
    ld = add_days(d, -rng.randint(0, 5))
    note.line("Labs ", DT(fd(ld, rng.choice(["md", ds]))), ": ", ", ".join(CL.labs(rng)), ".  (", OR(fac["lab"]),
              " accession ", IDN(letters(rng, 2) + "-" + digits(rng, 6)), ")")
    if chance(rng, 0.45):
        note.line("Imaging: portable CXR (", OR(fac["xray"]), ") ", DT(fd(add_days(d, -1), "md")), " - ", rng.choice(["RLL opacity c/w PNA",
                  "no acute process", "small bilat effusions", "cardiomegaly, vasc congestion"]), ".")
    note.line("")
    note.line("ASSESSMENT / PLAN")
    for i, x in enumerate(dxs[:rng.randint(3, len(dxs))]):
        plan = rng.choice(["cont current regimen", "adjust dose - see orders", "recheck BMP in 1 wk", "monitor, call if worse",
                           "start " + rng.choice(CL.MEDS)[0], "hold " + rng.choice(CL.MEDS)[0] + " x 48h",
                           "f/u at " + HO(fac["clinics"][0]) + " " + DT(fd(add_days(d, rng.randint(5, 40)), "md")),
                           "GDR attempt per pharmacy rec"])
        note.line(str(i + 1), ". ", x[2], " (", x[0], ") - ", plan)
    note.line("Code status: ", rng.choice(CL.CODES), ".  Total time ", str(rng.choice([25, 30, 35, 40, 45])), " min.")
    if tele:
        note.line("Telehealth: pt at facility w/ ", PE.sn(rng, nurse, "fullc"), " assisting; provider at remote site. ",
                  "Session ", UR("https://telehealth.example.net/v/" + letters(rng, 4).lower() + digits(rng, 4)),
                  " from ", IP(fac["ipb"] + str(rng.randint(2, 254))), "; consent obtained.")
    if chance(rng, 0.3):
        note.line("Scribed by ", DR(rng.choice(PL.STAFF_F + PL.STAFF_M) + " " + rng.choice(PL.LAST)),
                  " in the presence of the provider.")
    note.line("")
    note.add(PE.esign(rng, prov, d, ds))
    tail = rng.choice([0, 1, 2])
    if tail == 0:
        note.line("NPI ", LI(prov["npi"]), ("   DEA " + LI(prov["dea"])) if chance(rng, 0.5) else "")
    elif tail == 1:
        note.line(PE.sn(rng, prov, "fullc"), " | ", HO(rng.choice([fac["clinics"][2], "Cornerstone Geriatrics"])),
                  " | NPI ", LI(prov["npi"]), " | ", PH(prov["cell"]))
    else:
        note.line("cc: ", HO(fac["clinics"][0]), " fax ", FX(PE.phone(rng, fac["area"])))
    return "provider_visit_note"
