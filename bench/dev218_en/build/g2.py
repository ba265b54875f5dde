"""Genres: outreach / rapid response record, ICU nursing flowsheet narrative, ICU handover sheet (dev218)."""
import clin
import pools as P
from case import Case, header, sign, audit
from blocks import (other_hosp, lines_block, kin_line, biometric, device_line, parking, ages_line, lookalikes,
                    care_site)
from note import nm, staff_ref, dt, fd, dig, letters, private_ip, age_pieces, add_days


def _dx(c):
    return c.scen["us"] if c.country == "US" else c.scen["uk"]


WARD_REASONS = ["NEWS2 7 (RR 27, SpO2 90% on 4 L, HR 118)", "new confusion and hypotension 84/46",
                "SpO2 85% despite 15 L NRB", "RR 32, using accessory muscles", "GCS dropped from 15 to 10",
                "lactate 4.6 on VBG, SBP 88", "HR 150s irregular, BP 90/50", "staff concern - 'just not right'",
                "K 7.1 with broad QRS", "post-op oliguria < 0.3 mL/kg/h x 4 h"]


def outreach(n, c, rng):
    us = c.country == "US"
    k = -rng.randrange(0, 3)
    rn = c.staff["rn3"]
    orn = c.staff["outreach"]
    title = rng.choice(["RAPID RESPONSE TEAM NOTE", "Rapid Response Call Record", "MET / RRT Event Note"]) if us else \
        rng.choice(["Critical Care Outreach Review", "CCOT REFERRAL & REVIEW", "Outreach Team - Deteriorating Patient"])
    header(n, c, rng, title, k, style=rng.choice([0, 1, 3, 4]))
    tm = "%02d:%02d" % (rng.randrange(24), rng.randrange(60))
    n.w("Call time: ", tm, "   Arrival: +%d min   " % rng.randrange(2, 12))
    n.w("Location: ", (c.ward, "HOSPITAL"), ", ")
    if us:
        n.w(rng.choice(["Rm ", "room ", "rm "]), (c.room, "LOCATION_OTHER"))
    elif rng.random() < 0.7:
        n.w("Bay ", (c.bay, "LOCATION_OTHER"), " bed ", (c.bed, "LOCATION_OTHER"))
    else:
        n.w("side room ", (c.bay, "LOCATION_OTHER"))
    n.t("\n")
    n.w("Called by: ", nm(rn, "DOCTOR", rng.choice(["first", "full", "cred"]), c.country), " (",
        rng.choice(["primary RN", "charge nurse", "bedside RN"] if us else ["ward sister", "nurse in charge", "staff nurse"]), ")")
    if rng.random() < 0.6:
        n.w(" ", rng.choice(["ext ", "x", "tel "]), (c.hosp_phone[-4:] if us else dig(rng, 4), "PHONE"))
    n.t("\nTrigger: " + rng.choice(WARD_REASONS) + "\n\n")
    n.t(rng.choice(["Background: ", "S/B: ", "BACKGROUND\n"]))
    n.w(c.ptref(rng, True), ", ", ages_line(c, rng, k), ", admitted ", c.dd(k - rng.randrange(1, 6)), " under ",
        staff_ref(c.staff["surgeon"] if rng.random() < 0.4 else c.gp, c.country, rng), " with ",
        rng.choice(["CAP", "cellulitis", "small bowel obstruction", "fall and #NOF", "pyelonephritis",
                    "decompensated liver disease", "COPD exacerbation", "elective anterior resection"]), ". PMH: ",
        ", ".join(c.scen["pmh"][:3]), ".\n")
    r = rng.random()
    if r < 0.15 and c.age > 65:
        n.w("Usual residence: ", (care_site(c, rng, "rehab"), "HOSPITAL"), ".\n")
    elif r < 0.3:
        n.w("Lives alone in ", (c.city, "CITY"), ", ", c.nok.rel, " is NOK.\n")
    v = clin.vitals(c.scen, rng, 0)
    n.t("\nA: " + rng.choice(["patent, talking", "snoring, jaw thrust, Guedel inserted", "patent"]) + "\n")
    n.t("B: RR %d, SpO2 %d%% on %s, %s\n" % (v["rr"], v["spo2"], rng.choice(["RA", "4 L NC", "15 L NRB", "35% Venturi"]),
                                            rng.choice(["coarse creps R base", "wheeze throughout", "reduced L base",
                                                        "clear"])))
    n.t("C: HR %d, BP %d/%d, CRT %d s, %s\n" % (v["hr"], v["sbp"], v["dbp"], rng.randrange(2, 6),
                                              rng.choice(["warm peripheries", "cool, mottled", "UO 10 mL/h"])))
    n.t("D: %s, %s %.1f, pupils PEARL\n" % (rng.choice(["AVPU - V", "GCS 13 (E3V4M6)", "GCS 15", "AVPU - A",
                                                        "GCS 9 (E2V2M5)"]),
                                           "CBG" if not us else "POC glucose", rng.uniform(3.5, 22)))
    n.t("E: T %.1f, %s\n" % (v["t"], rng.choice(["abdo distended", "no rash", "calf SNT", "wound ooze"])))
    n.t(("NEWS2 %d" if not us else "MEWS %d") % rng.randrange(5, 12) + "; " + lookalikes(rng, 1) + "\n")
    n.t(rng.choice(["\nActions:\n", "\nInterventions:\n", "\nMANAGEMENT\n"]))
    acts = ["O2 titrated to 94-98%" if rng.random() < 0.7 else "O2 88-92% (CO2 retainer)",
            "500 mL crystalloid bolus x2", "blood cultures, lactate, VBG", "Sepsis 6 completed" if not us else
            "sepsis bundle initiated", "IV %s given" % rng.choice(["Tazocin", "co-amoxiclav", "cefepime", "meropenem"]),
            "CXR requested", "ECG: sinus tachycardia", "catheterised, hourly UO", "salbutamol + ipratropium nebs"]
    for a in rng.sample(acts, rng.randrange(3, 7)):
        n.t("- " + a + "\n")
    n.w("- discussed with ", staff_ref(c.junior, c.country, rng), rng.choice([" (ICU)", " (on-call ICU)", ""]), "\n")
    r = rng.random()
    if c.age < 55 and r >= 0.75:
        r = rng.random() * 0.75
    n.t("\nOutcome: ")
    if r < 0.45:
        n.w("accepted to ICU; transferred to ", (c.unit, "HOSPITAL") if c.unit else "ICU", " bed ",
            (c.bed, "LOCATION_OTHER"), " at %02d:%02d.\n" % (rng.randrange(24), rng.randrange(60)))
    elif r < 0.75:
        n.w("remain on ", (c.ward, "HOSPITAL"), " with plan above; outreach to review at %02d:00" % rng.randrange(24),
            " and again ", dt(c.d(k + 1), rng.choice(["wd", c.sfmt])), " AM.\n")
    else:
        n.w("ceiling of care ward-based; ", "DNR/DNI confirmed" if us else "DNACPR in place, ReSPECT form ref ",
            ("" if us else (dig(rng, 6), "IDNUM")), ". Discussed with ", c.kinref(rng, c.nok), " by phone.\n")
    if rng.random() < 0.5:
        n.w("Family: ", c.kinref(rng, rng.choice(c.kin)), " informed", " on ", (c.nok.phone, "PHONE"), ".\n")
    n.w("Team present: ", staff_ref(orn, c.country, rng), ", ", staff_ref(c.junior, c.country, rng))
    if rng.random() < 0.5:
        n.w(", ", staff_ref(c.staff["resident" if us else "sho"], c.country, rng))
    n.t("\n")
    sign(n, c, rng, orn, k, style=rng.choice([1, 3, 0]), role_text="Outreach" if not us else "RRT RN")


def flowsheet(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(0, 8)
    rn = rng.choice([c.staff["rn"], c.staff["rn2"]])
    shift = rng.choice(["0700-1930", "1900-0730", "07:30-20:00", "20:00-08:00", "Day shift", "Night shift"])
    st = rng.randrange(3)
    if st == 0:
        n.w("ICU NURSING NARRATIVE  ", c.dd(k), "  ", shift, "\n")
        n.w("Bed ", (c.bed, "LOCATION_OTHER"), " | ", nm(c.pt, "PATIENT", "caps" if us else "ukcaps", c.country),
            " | ", (c.mrn, "MRN"), "\nRN: ", nm(rn, "DOCTOR", "cred", c.country), "\n\n")
    elif st == 1:
        n.w("Nursing note - ", shift, " ", c.ds(k), "\n")
        n.w("Pt: ", nm(c.pt, "PATIENT", rng.choice(["full", "title", "rev"]), c.country), "  (", (str(c.age_at(k)), "AGE"),
            c.sex, ")\n\n")
    else:
        n.w(dt(c.d(k), "wkl" if us else "wkuk"), " - ", shift.lower(), "\n")
        n.w("Assumed care of ", nm(c.pt, "PATIENT", "first", c.country), " at ", shift[:4] if shift[0].isdigit() else "0730",
            " from ", nm(c.staff["rn3"], "DOCTOR", rng.choice(["first", "full"]), c.country), ". Bedside handover, safety checks done.\n\n")
    s = c.scen
    d = clin.DRUGS[c.country]
    vent = s["vent"] is True
    rows = [
        ("NEURO", rng.choice(["RASS -2, CAM-ICU unable to assess", "RASS 0, CAM-ICU negative, follows commands",
                              "pupils 3 mm brisk =, GCS 8T", "sedation hold at 0900, woke agitated, restarted at lower rate",
                              "PERRLA. Moves all 4 limbs"]) + ("; soft wrist restraints, checked q2h" if rng.random() < 0.3 else "")),
        ("CV", "SR/ST %d-%d, MAP %d-%d; %s" % (rng.randrange(70, 90), rng.randrange(95, 130), rng.randrange(58, 66),
                                               rng.randrange(70, 90),
                                               ("%s titrated %.2f -> %.2f mcg/kg/min" % (d["nora"], rng.choice([0.2, 0.15, 0.1]),
                                                                                         rng.choice([0.08, 0.05, 0.04])))
                                               if s["press"] else "no vasoactive support")),
        ("RESP", (clin.vent_line(s, rng, c.country) if s["vent"] else rng.choice(["HFNC 40 L 45%", "2 L NC"])) +
         "; " + rng.choice(["ETT suctioned x4, thick creamy secretions", "sputum sent", "ETT retaped, 23 cm at lips",
                            "CPAP trial 30 min tolerated", "chest physio by PT"] if vent else
                           ["encouraged IS use", "sputum sent", "NIV mask refitted, nasal bridge dressing",
                            "chest physio by PT", "weaned O2 by 5%"])),
        ("GI", rng.choice(["TF at goal 55 mL/h, GRV < 200", "NG feed held for procedure", "BNO x4 days, laxatives given",
                           "stoma active, 300 mL", "BO x1 type 6 (Bristol), stool chart"])),
        ("GU/RENAL", rng.choice(["Foley to gravity, UO 40-80 mL/h", "catheter draining, UO 0.5 mL/kg/h",
                                 "CRRT running, UF 100 mL/h, filter clotted once" if s["rrt"] else "UO 1400 mL/12h"])),
        ("SKIN", rng.choice(["Braden 12, 2-hourly turns, heels offloaded", "grade 2 PU sacrum, dressing applied",
                             "Waterlow 20, airflow mattress", "skin intact"])),
        ("LINES", rng.choice(["CVC dressing changed", "art line re-zeroed and leveled", "PIV resited"])),
    ]
    for h, b in rows:
        if us or rng.random() < 0.5:
            n.t("%s: %s\n" % (h, b))
        else:
            n.t("%s - %s\n" % (h.title() if len(h) > 3 else h, b))
    if rng.random() < 0.5:
        n.w("CVC dressing due ", c.ds(k + rng.randrange(1, 5)), "; ", rng.choice(clin.LOOKALIKE[6:9]), "\n")
    n.t(rng.choice(["\nEvents:\n", "\nTimeline:\n", "\nEVENTS THIS SHIFT\n"]))
    evs = [("seen on WR by ", c.lead), ("pressor wean discussed with ", c.junior), ("ABG reviewed with ", c.junior),
           ("SBT supervised by ", c.staff["rt" if us else "physio"]), ("line dressing with ", c.staff["rn2"]),
           ("K replaced per ", c.staff["resident" if us else "sho"]), ("pharmacy review - ", c.staff["pharm"]),
           ("dietitian ", c.staff["diet"])]
    hh = rng.randrange(24)
    for e, who in rng.sample(evs, rng.randrange(2, 5)):
        hh = (hh + rng.randrange(1, 4)) % 24
        n.w("%02d%02d " % (hh, rng.randrange(0, 60, 5)), e, staff_ref(who, c.country, rng, False), "\n")
    n.t("\nHourly obs:\n")
    n.t("Time  HR   BP       MAP  SpO2  T     UO\n")
    h0 = rng.choice([20, 22]) if ("19" in shift[:2] or "20" in shift[:2] or "Night" in shift) else rng.choice([8, 10])
    for i in range(rng.randrange(3, 7)):
        v = clin.vitals(s, rng, k)
        n.t("%02d00  %-4d %-8s %-4d %-5s %-5.1f %d\n" % ((h0 + 2 * i) % 24, v["hr"], "%d/%d" % (v["sbp"], v["dbp"]),
                                                     v["map"], "%d%%" % v["spo2"], v["t"], v["uo"]))
    inf = clin.infusions(s, rng, c.country)
    if inf:
        n.t("\nInfusions: " + ", ".join(inf) + "\n")
        if rng.random() < 0.3:
            n.w("Pump channel IDs: ", (letters(rng, 2) + dig(rng, 6), "DEVICE"), ", ", (letters(rng, 2) + dig(rng, 6), "DEVICE"), "\n")
    n.t("\nPSYCHOSOCIAL / FAMILY:\n" if us else "\nFamily/psychosocial:\n")
    fam = rng.sample(c.kin, min(len(c.kin), rng.randrange(1, 3)))
    for f in fam:
        r = rng.random()
        if r < 0.4:
            n.w(c.kinref(rng, f), " visited %02d:00-%02d:00, " % (rng.randrange(10, 15), rng.randrange(15, 20)),
                rng.choice(["tearful, support given", "asking about prognosis, Dr to call back",
                            "brought in photos and music", "read to patient"]), ". ")
        elif r < 0.7:
            n.w(nm(f, "FAMILY", rng.choice(["first", "full"]), c.country), " (", f.rel, ") called ",
                rng.choice(["twice", "at 2200", "for update"]), ", updated per password protocol. ")
        else:
            n.w("Phone update to ", c.kinref(rng, f), " on ", (f.phone, "PHONE"), ". ")
            if rng.random() < 0.2:
                n.w("Plans to visit over ", (rng.choice(P.HOLIDAY_US if us else P.HOLIDAY_UK), "DATE"), ". ")
    if rng.random() < 0.35:
        n.w("Belongings (wallet, phone, glasses) handed to ", nm(fam[0], "FAMILY", "first", c.country),
            ", property form no. ", (dig(rng, 6), "IDNUM"), ". ")
    if rng.random() < 0.3:
        parking(n, c, rng, fam[0])
    if rng.random() < 0.3:
        n.w("Chaplain ", nm(c.staff["chap"], "DOCTOR", rng.choice(["full", "last"]), c.country), " visited. ")
    n.t("\n")
    if rng.random() < 0.25:
        n.w("Central monitor ", ("192.168.%d.%d" % (rng.randrange(1, 40), rng.randrange(2, 250)), "IPADDR"),
            " alarm limits reviewed.\n")
    if rng.random() < 0.25:
        biometric(n, c, rng)
    n.t("\nPlan for next shift: " + rng.choice(["SAT/SBT in AM", "wean pressor as able", "repeat K at 0200",
                                                "line change due", "family meeting 1400", "mobilise to chair with PT"]) + ".\n")
    sign(n, c, rng, rn, k, style=rng.choice([1, 2, 4, 0]))


def handover(n, c, rng):
    us = c.country == "US"
    k = rng.randrange(0, 5)
    cases = [c]
    for _ in range(rng.randrange(2, 5)):
        x = Case(rng, c.country)
        x.hosp, x.hosp_short, x.unit, x.adm = c.hosp, c.hosp_short, c.unit, add_days(c.adm, -rng.randrange(0, 8))
        x.dfmt, x.sfmt = c.dfmt, c.sfmt
        cases.append(x)
    beds = sorted(rng.sample(range(1, 25), len(cases)))
    title = rng.choice(["ICU Handover Sheet", "NIGHT HANDOVER - ICU", "Critical Care Handover (SBAR)", "Sign-out list"])
    n.w(title, " - ", (c.unit, "HOSPITAL") if c.unit else ("MICU" if us else "GICU"), " - ", c.dd(k), " ",
        rng.choice(["AM", "PM", "20:00", "08:00"]), "\n")
    n.w("Outgoing: ", staff_ref(c.junior, c.country, rng, False), "   Incoming: ",
        staff_ref(c.staff["resident" if us else "sho"], c.country, rng, False), "\n")
    if rng.random() < 0.5:
        n.w("Nurse in charge: ", nm(c.staff["rn3"], "DOCTOR", "full", c.country), " (", c.phone_pieces(c.staff["rn3"]), ")\n")
    n.t("=" * 44 + "\n")
    for x, b in zip(cases, beds):
        x.bed = str(b)
        kk = (c.d(k) - x.adm).days
        sty = rng.randrange(3)
        n.w("\nBed ", (x.bed, "LOCATION_OTHER"), " | ")
        if sty == 0:
            n.w(nm(x.pt, "PATIENT", "caps", x.country), " | ", (str(x.age_at(kk)), "AGE"), x.sex, " | ", (x.mrn, "MRN"), "\n")
        elif sty == 1:
            n.w(nm(x.pt, "PATIENT", "title", x.country), " ", (str(x.age_at(kk)), "AGE"), "y", " | day %d\n" % (kk + 1))
        else:
            n.w(nm(x.pt, "PATIENT", "full", x.country), " (", (str(x.age_at(kk)), "AGE"), ") adm ",
                x.ds(0), "\n")
        dx = x.scen["us"] if us else x.scen["uk"]
        if rng.random() < 0.5:
            n.t("S: %s\n" % dx)
            n.t("B: %s\n" % ", ".join(x.scen["pmh"][:2]))
            n.t("A: %s; %s\n" % (clin.vent_line(x.scen, rng, x.country), "; ".join(clin.infusions(x.scen, rng, x.country)) or
                                 "no infusions"))
            n.t("R: " + rng.choice(["chase K at 0200", "f/u CT read", "wean FiO2", "if MAP < 60 start vaso",
                                    "repeat lactate 4 h", "SBT in AM", "family meeting tomorrow"]))
        else:
            n.t("%s. %s. " % (dx, clin.vent_line(x.scen, rng, x.country)))
            n.t("To do: " + rng.choice(["chase cultures", "replace Mg", "repeat ABG", "line out", "CT chest"]))
        r = rng.random()
        if r < 0.3:
            n.w("; NOK ", nm(x.nok, "FAMILY", rng.choice(["first", "full"]), x.country), " ", (x.nok.phone, "PHONE"))
        elif r < 0.45:
            n.w("; ", x.kinref(rng, x.nok), " visiting ", dt(x.d(kk + 1), rng.choice(["wd", x.sfmt])))
        elif r < 0.55:
            n.w("; code status ", rng.choice(["DNR", "full", "DNACPR"]), " per ", staff_ref(c.lead, c.country, rng))
        n.t("\n")
    if rng.random() < 0.4:
        n.w("\nPending admissions: ", rng.choice(["ED - ", "theatre - ", "ward - "]),
            (rng.choice(P.US_UNITS if us else P.UK_WARDS), "HOSPITAL"), " ?sepsis, ",
            (str(rng.randrange(20, 90)), "AGE"), rng.choice("MF"), ", referred by ", staff_ref(c.staff["surgeon"], c.country, rng),
            "\n")
    if rng.random() < 0.5:
        n.w("Consultant on call: ", staff_ref(c.lead, c.country, rng), " ", c.phone_pieces(c.lead), "\n")
    if rng.random() < 0.4:
        audit(n, c, rng, c.junior, k)
