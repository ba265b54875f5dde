"""Genres: polycythaemia review note, nurse-led unit daily list, DNA/rebooking log."""
from core import (P, DR, FAM, USR, AGE, DT, ST, CITY, HOSP, ORG, LOC, MRN, SSN, HP, ACCT, LIC, DEV, VEH,
                  BIO, IDN, PH, FAX, EM, URL, IP, PROF, CTRY, idn, ip_private, username, make_person, slug)
from locale_fmt import add_days
import blocks as B


def poly_review(c, n):
    rng, L = c.rng, c.L
    ser = B.series(c, 3, (28, 84))
    last, prev = ser[-1], ser[-2]
    clin = rng.choice([c.cons, c.reg])
    if rng.random() < 0.5:
        n.add(HOSP(c.hosp), " - ", rng.choice(["Haematology Outpatients", "MPN Clinic", "Red Cell Clinic"]), "\n")
    n.add(rng.choice(["POLYCYTHAEMIA REVIEW", "Haematology clinic note - erythrocytosis", "MPN / PV follow-up",
                      "Clinic: Polycythaemia review"]), "\n")
    n.add("Date: ", c.D(c.nd), "   Seen by: ", B.dr_item(c, clin, rng.choice(["full", "last", "finit"])),
          " (", rng.choice(["Consultant", "StR", "Registrar", "Fellow", "CNS-led"]), ")\n")
    n.add("Pt: ", c.pname(rng.choice(["full", "LASTfirst", "upper"])), "   ", AGE(str(c.age)),
          rng.choice(["/", " yo ", ""]), c.pt.sex, "   ", L.mrn_label(rng), " ", MRN(c.mrn), "   Acct ", ACCT(idn(rng, "acct")), "\n\n")
    dx_d = add_days(c.nd, -rng.randint(300, 4500))
    n.add("Dx: ", B.dxtext(c), " (dx ", c.D(dx_d, rng.choice(["month", "mon3", "year", "monyy"])), ")\n")
    if c.dx == "pv":
        risk = "high" if c.age >= 60 else rng.choice(["low", "high (prior thrombosis)"])
        n.add("Risk: ", risk, (" - age >60" if c.age >= 60 and risk == "high" else rng.choice(["", " (ELN)"])), "\n")
        if "thrombosis" in risk:
            n.add("Hx: ", rng.choice(["DVT L leg", "TIA", "portal vein thrombosis (Budd-Chiari excluded)", "PE"]), " ",
                  c.D(add_days(dx_d, -rng.randint(10, 200)), rng.choice(["month", "mon3"])), "\n")
    n.add("Meds: ", B.drugs(c, rng.randint(2, 4)), "\n")
    if rng.random() < 0.35:
        B.payer(n, c)
    n.add("\n")
    n.add("S: ")
    n.add(rng.choice(["Feels well.", "Tired ++.", "Headaches improved.", "Headahces better.", "Itch after hot showers persists.",
                      "Burning pain in feet (?erythromelalgia) - better on aspirin.", "No new symptoms."]), " ")
    if c.dx == "sec_ery":
        n.add(rng.choice(["On testosterone via private men's health clinic", "Testosterone gel prescribed by ",
                          "Still smoking ~15/day", "Using CPAP most nights"] if c.pt.sex == "M" else
                         ["Still smoking ~15/day", "Using CPAP most nights", "COPD - on home O2 assessment list"]))
        if n.last.endswith("by "):
            n.add(B.dr_item(c, make_person(rng, c.country), "full"), " at ", HOSP(c.hosp2))
        n.add(". ")
        if rng.random() < 0.5:
            n.add("CPAP (ResMed AirSense 10, SN ", DEV(idn(rng, "dev")), ") download: ", str(rng.randint(55, 98)),
                  "% nights > 4 h, AHI ", "%.1f" % rng.uniform(1, 9), ". ")
        if rng.random() < 0.4:
            n.add("Drives for work (", PROF(rng.choice(["long-haul trucker", "taxi driver", "bus driver", "courier"])),
                  ") - DVLA/licensing advice given re OSA. " if not L.na else ") - advised re driving and OSA. ")
    else:
        n.add(rng.choice(["No bleeding, no thrombotic symptoms.", "Occasional epistaxis.", "Gout flare in ",
                          "No night sweats or weight loss."]))
        if n.last.endswith("in "):
            n.add(c.D(add_days(c.nd, -rng.randint(20, 120)), "month"), ", treated by ", L.gp, ".")
        n.add(" ")
    if rng.random() < 0.5:
        n.add("Venesections at ", HOSP(c.unit), " ", rng.choice(["every 6-8 wks", "monthly", "PRN to keep Hct at target"]),
              "; last ", c.D(add_days(c.nd, -rng.randint(5, 40)), rng.choice(["dm", "dmon"])), ". ")
    if rng.random() < 0.35:
        n.add(rng.choice(["Wife", "Partner", "Daughter"]), " ", FAM(c.fam_pick().name("first")),
              rng.choice([" present.", " rang beforehand with concerns re fatigue.", " drives pt to appointments."]), " ")
    n.add("\nO: BP ", "%d/%d" % (rng.randint(118, 168), rng.randint(68, 98)), ", HR ", str(rng.randint(58, 96)), ", SpO2 ",
          str(rng.randint(91, 99)), "% RA. ", rng.choice(B.NEG_EXAM), " ", rng.choice(["Spleen not palpable.", "Spleen 3 cm.",
                                                                                    "No splenomegaly.", "Ruddy complexion."]), "\n")
    n.add("Bloods ", c.D(last["d"], rng.choice(["dm", "num", "dmon"])), ": Hb ", B.hb_fmt(c, last["hb"]), ", Hct ",
          B.hct_fmt(c, last["hct"]), " (prev ", B.hct_fmt(c, prev["hct"]), " on ", c.D(prev["d"], rng.choice(["dm", "dmon"])),
          "), WCC ", str(last["wcc"]), ", Plt ", str(last["plt"]), ", ferritin ", str(last["fer"]), ", MCV ", str(last["mcv"]),
          ", urate ", str(rng.randint(280, 520)), ", EPO ", rng.choice(["< 2", "3.1", "normal", "12 IU/L"]), "\n")
    n.add("\nA/P:\n")
    thr = {"pv": 0.45, "sec_ery": 0.54}.get(c.dx, 0.50)
    plans = ["Hct above target - venesect 450 mL today and again in 2 wks" if last["hct"] > thr else
             "Hct at target - continue venesection PRN"]
    plans += {"pv": ["Hct controlled on hydroxycarbamide", "Consider cytoreduction - discuss at MDT"],
              "sec_ery": ["Stop testosterone or reduce dose; venesect if Hct > 0.54", "Venesect only if Hct > 0.54"]
              }.get(c.dx, ["Repeat JAK2 exon 12 and EPO", "Venesect to Hct < 0.50"])
    n.add("1. ", rng.choice(plans), "\n")
    n.add("2. ", rng.choice(["Continue aspirin 75 mg", "Cardiovascular risk: refer smoking cessation",
                             "Sleep study requested", "Check JAK2 exon 12 and EPO", "Check FBC 4-weekly via " + L.gp]), "\n")
    n.add("3. RV ", rng.choice(["3/12", "6/12", "4 months", "12 wks"]), rng.choice([" with FBC", "", " - clinic "]))
    if n.last == " - clinic ":
        n.add(HOSP(c.hosp))
    n.add("\n\n", DR(clin.name(rng.choice(["full", "finit", "init2"]))), " ", rng.choice(["", "Haem StR", "Consultant", "SpR"]))
    if rng.random() < 0.4:
        n.add("  bleep ", PH(L.pager(rng)))
    n.add("\n")


def mini_pt(c):
    rng = c.rng
    p = make_person(rng, c.country)
    p.age = rng.randint(22, 89)
    p.dob = add_days(c.nd, -(p.age * 365 + p.age // 4 + rng.randint(1, 360)))
    p.mrn = c.L.mrn(rng)
    p.dx = rng.choice(["HH", "HH", "HH C282Y/H63D", "PV", "PV", "2ry erythrocytosis", "PCT", "Idiopathic ery"])
    p.mob = c.L.phone(rng, "mob")
    return p


def _tgt(c, dx):
    if dx.startswith("HH") or dx == "PCT":
        return "fer<100" if not c.L.na else "fer<50"
    return "Hct<0.45" if not c.L.us else "Hct<45%"


def daily_list(c, n):
    rng, L = c.rng, c.L
    day = c.nd
    pts = [mini_pt(c) for _ in range(rng.randint(6, 11))]
    if rng.random() < 0.5:
        pts[0] = c.pt
        c.pt.dob, c.pt.mrn, c.pt.dx, c.pt.mob, c.pt.age = c.dob, c.mrn, "HH", c.mobile, c.age
    n.add(HOSP(c.unit), " - ", HOSP(c.hosp), "\n", rng.choice(["NURSE-LED VENESECTION LIST", "Venesection clinic list",
                                                             "DAY UNIT LIST - VENESECTION"]), "  ",
          c.D(day, rng.choice(["dow", "num", "dowlong"])), "\n")
    lead = c.nurses[0]
    n.add("Staff: ", rng.choice(["Sr ", "CNS ", "CNM ", ""]), DR(lead.name(rng.choice(["full", "last"]))), " (lead), ",
          DR(c.nurses[1].name(rng.choice(["full", "first"]))), ", ", DR(c.nurses[2].name(rng.choice(["first", "finit"]))),
          ", HCA ", DR(c.hca.name(rng.choice(["first", "full"]))), "\n")
    n.add("Unit phone ", PH(c.unit_phone), rng.choice(["", "   Bleep lead nurse "]))
    if n.last.startswith("   Bleep"):
        n.add(PH(L.pager(rng)))
    n.add("   Haem reg on call: ", B.dr_item(c, c.reg, rng.choice(["last", "full"])), "\n\n")
    sep = rng.choice([" | ", "  ", "\t"])
    n.add(sep.join(["Time", "Chair", "Patient", L.mrn_label(rng), "DOB (age)", "Dx", "Target", "Notes"]), "\n")
    t = 8 * 60 + rng.choice([0, 15, 30])
    notes = ["", "", "18G only", "faints - lie flat", "poor veins, USS if needed", "1st visit - consent",
             "bloods with venesection", "interpreter booked", "wheelchair", "hold if Hb < 120", "donor pathway - refer",
             "check ferritin result", "needs parking permit", "bring CPAP download", "DNA last time", "diabetic - snack"]
    for p in pts:
        ch = str(rng.randint(1, 6))
        n.add("%02d:%02d" % (t // 60, t % 60), sep, LOC(ch), sep, P(p.name(rng.choice(["LASTfirst", "LASTFIRST", "lastfirst"]))),
              sep, MRN(p.mrn), sep, DT(L.date(p.dob, c.dsd)), " (", AGE(str(p.age)), ")", sep, p.dx, sep, _tgt(c, p.dx), sep)
        note = rng.choice(notes)
        if note == "interpreter booked":
            note = "interpreter (" + rng.choice(["Polish", "Portuguese", "Arabic", "Mandarin", "Lithuanian", "Irish Sign Language"]) + ") booked"
        n.add(note)
        r = rng.random()
        if r < 0.12:
            n.add("; mob ", PH(p.mob))
        elif r < 0.2:
            n.add("; son ", FAM(make_person(rng, c.country, "M", origin=p.origin).name("first")), " brings - ", PH(L.phone(rng, "mob")))
        elif r < 0.26:
            n.add("; car reg ", VEH(L.plate(rng)))
        elif r < 0.31:
            n.add("; last seen ", c.D(add_days(day, -rng.randint(14, 90)), "dm"))
        n.add("\n")
        t += rng.choice([20, 30, 30, 40, 45])
    n.add("\n", "Cancellations: ")
    k = rng.randint(0, 2)
    if k == 0:
        n.add("none")
    for i in range(k):
        q = mini_pt(c)
        n.add(P(q.name(rng.choice(["full", "LASTfirst"]))), " (", rng.choice(["unwell", "holiday", "rebooked",
                                                                             "admitted to " ]))
        if n.last.endswith("to "):
            n.add(HOSP(c.hosp2))
        n.add(" - new date ", c.D(c.later(3, 30), "dm"), ")", "; " if i < k - 1 else "")
    n.add("\n", "Equipment: ", rng.choice(["HemoCue x2 (QC done 07:45)", "scale in chair ", "spare mixer from "]))
    if n.last.endswith("chair "):
        n.add(LOC(str(rng.randint(1, 6))), " faulty - asset ", DEV(idn(rng, "asset")), " reported")
    elif n.last.endswith("from "):
        n.add(HOSP(rng.choice(["Ward 7", "Ward 3B", rng.choice(B.PL.UNIT_FORMS).format(u=rng.choice(B.PL.UNIT_NAMES))])))
    n.add("\n", "Printed ", c.D(day, "iso"), " 07:", "%02d" % rng.randint(10, 55), " by ", USR(username(rng, lead)))
    if rng.random() < 0.5:
        n.add(" (", IP(ip_private(rng)), ")")
    n.add("\n")


def dna_log(c, n):
    rng, L = c.rng, c.L
    wk = c.nd
    while wk.weekday() != 0:
        wk = add_days(wk, -1)
    n.add(rng.choice(["DNA / REBOOKING LOG", "Did Not Attend & Rebooking Log", "DNA TRACKER - Venesection"]), " - ",
          HOSP(c.unit), ", ", HOSP(c.hosp), "\n", "Week commencing ", c.D(wk, rng.choice(["num", "long", "abbr"])), "\n\n")
    users = [username(rng, p) for p in (c.clerk, c.nurses[0], c.nurses[1])]
    slots = sorted((rng.randint(0, 4), rng.randint(8, 15), rng.choice([0, 15, 30, 45])) for _ in range(rng.randint(4, 7)))
    allowed = {"DNA": [0, 3, 4, 6], "Cancelled by pt": [1, 2], "Cancelled - unit": [7], "Late, seen": [5],
               "Rebooked": [1, 4]}
    for i, (dd, hh, mm) in enumerate(slots):
        p = c.pt if i == 0 and rng.random() < 0.4 else mini_pt(c)
        if p is c.pt:
            p.mrn, p.mob = c.mrn, c.mobile
        d = add_days(wk, dd)
        n.add(c.D(d, rng.choice(["num", "dowshort"])), " ", "%02d:%02d" % (hh, mm),
              " - ", P(p.name(rng.choice(["LASTfirst", "full", "LASTFIRST"]))), " (", MRN(p.mrn), ")\n")
        out = rng.choice(["DNA", "DNA", "DNA", "Cancelled by pt", "Cancelled - unit", "Late, seen", "Rebooked"])
        n.add("  Outcome: ", out, "\n  Action: ")
        k = rng.choice(allowed[out])
        if k == 0:
            n.add("Rang mob ", PH(p.mob), " x2 - no answer, VM left. Letter sent ", c.D(add_days(d, 1), "dm"), ".")
        elif k == 1:
            n.add("Pt rang - ", rng.choice(["car broke down", "forgot", "working, couldn't get off", "unwell with flu"]),
                  ". Rebooked ", c.D(c.later(3, 21), rng.choice(["dowshort", "dm", "num"])), ".")
        elif k == 2:
            f = make_person(rng, c.country, origin=p.origin, last=p.last)
            n.add(rng.choice(["Wife", "Husband", "Daughter", "Son", "Carer"]), " ", FAM(f.name(rng.choice(["first", "full"]))),
                  " rang to cancel - pt ", rng.choice(["in hospital at ", "on holiday in ", "away until "]))
            if n.last.endswith("at "):
                n.add(HOSP(c.hosp2), ".")
            elif n.last.endswith("in "):
                n.add(CTRY(c.abroad()), " until ", c.D(c.later(5, 30), "dm"), ".")
            else:
                if rng.random() < 0.5:
                    n.add(rng.choice([DT("Christmas"), DT("Easter"), ["the ", DT("New Year")]]), ".")
                else:
                    n.add(DT(L.date(c.later(5, 30), "dmon")), ".")
        elif k == 3:
            n.add("2nd consecutive DNA - per policy discharged to ", L.gp, " (", DR(make_person(rng, c.country).name("full")),
                  ", ", HOSP(rng.choice([c.practice, c.practice, c.practice])), "). Letter + copy to pt.")
        elif k == 4:
            n.add("Number on file ", PH(L.phone(rng)), " not in service. Updated to ", PH(p.mob), " after call to ",
                  HOSP(c.practice), ".")
        elif k == 5:
            n.add("Arrived 40 min late (parking). Seen at end of list. Permit issued for reg ", VEH(L.plate(rng)), ".")
        elif k == 6:
            n.add("SMS reminder sent ", c.D(add_days(d, -2), "dm"), " (delivered). No contact. Email to ",
                  EM("%s.%s@%s" % (slug(p.first), slug(p.last), rng.choice(["example.com", "example.net"]))), ".")
        else:
            n.add("Unit cancelled (staff sickness). Pt informed by phone ", PH(p.mob), ". Rebooked ",
                  c.D(c.later(2, 14), "dm"), " ", "%02d:%02d" % (rng.randint(8, 15), rng.choice([0, 30])), ".")
        n.add("\n  By: ", USR(rng.choice(users)), "  ", c.D(add_days(d, rng.randint(0, 2)), "iso"), "\n\n")
    n.add("DNA rate this week: ", str(rng.randint(4, 18)), "% (target < 10%). ",
          rng.choice(["Escalated to ", "Reviewed by ", "Copy to "]), rng.choice(["Sr ", "", "Dr "]))
    n.add(DR(c.nurses[0].name(rng.choice(["last", "full"]))) if n.last == "Sr " else DR(c.cons.name("full")),
          ", ", c.D(add_days(wk, 4), rng.choice(["dm", "num"])), ".\n")
