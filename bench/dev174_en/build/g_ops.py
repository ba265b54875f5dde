"""Genres: daily census and staffing sheet; leave-of-absence (LOA) sign-out log."""
import clinical as CL
import people as PE
import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, HP, AC, LI,
                  DV, VH, BI, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, ampm, chance, digits, letters, with_ext)


def _pad(n, width):
    return " " * max(1, width - n)


def census(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    sched = st["sched"][0]
    beds = rng.choice([60, 80, 99, 112, 120, 146])
    cen = beds - rng.randint(2, 14)
    variant = rng.choice([0, 0, 1])
    others = [r] + [PE.make_resident(rng, fac, d) for _ in range(rng.randint(5, 9))]
    if variant == 0:
        note.line(rng.choice(["DAILY CENSUS & STAFFING SHEET", "Daily Census / Nurse Staffing Posting", "CENSUS + STAFFING - 24 HR"]))
        note.line(HO(fac["name"]), "     ", DT(fd(d, rng.choice(["wdlong", ds, "wdmd"]))))
        note.line("Licensed beds ", str(beds), "   Midnight census ", str(cen), "   Occupancy ",
                  "%.1f%%" % (100.0 * cen / beds))
        a = rng.randint(8, 22)
        b = rng.randint(cen // 3, max(cen // 3, cen - a - 10))
        note.line("Payer mix: Med A ", str(a), " | Medicaid ", str(b), " | MA ", str(rng.randint(3, 12)), " | Private ",
                  str(rng.randint(2, 15)), " | Hospice ", str(rng.randint(0, 6)), " | VA ", str(rng.randint(0, 3)))
        for u in fac["units"]:
            cap = rng.randint(18, 48)
            note.line("  ", HO(u), ": ", str(cap - rng.randint(0, 4)), "/", str(cap))
        note.line("")
        idx = 0
        note.line("ADMISSIONS")
        for x in others[idx:idx + rng.randint(1, 2)]:
            idx += 1
            note.line("  Rm ", LO(x["room"]), "  ", PE.pn(rng, x, rng.choice(["LF", "lf"])), "  ", AG(x["age"]), x["sex"],
                      "  from ", HO(rng.choice(fac["hosp"])), "  ", rng.choice(["Med A", "MA - auth pending", "Medicaid", "private"]),
                      "  MD: ", PE.sn(rng, x["md"], "lastc"))
        note.line("DISCHARGES")
        for x in others[idx:idx + rng.randint(1, 2)]:
            idx += 1
            dest = rng.choice(["home w/ HH", "ALF", "expired", "hospital"])
            if dest == "ALF":
                dtxt = "to " + HO(rng.choice(PL.FAC_PRE) + " Assisted Living")
            elif dest == "hospital":
                dtxt = "to " + HO(rng.choice(fac["hosp"])) + " - not expected back"
            elif dest == "expired":
                dtxt = "expired " + hhmm(rng, 0, 23, True) + ", " + rng.choice(["hospice", "family at bedside", "funeral home notified"])
            else:
                dtxt = "home to " + CI(x["city"]) + " w/ " + HO(rng.choice(["Hearthside Home Health", "Valley Visiting Nurses",
                                                                                 "Bright Path Home Care", "Compass Home Health"]))
            note.line("  Rm ", LO(x["room"]), "  ", PE.pn(rng, x, rng.choice(["LF", "lf"])), "  ", dtxt)
        note.line("HOSPITAL HOLDS / LOA")
        for x in others[idx:idx + rng.randint(1, 3)]:
            idx += 1
            if chance(rng, 0.6):
                note.line("  ", PE.pn(rng, x, "lf"), " (", LO(x["room"]), ") at ", HO(rng.choice(fac["hosp"])), " since ",
                          DT(fd(add_days(d, -rng.randint(1, 9)), "md")), " - bed hold day ", str(rng.randint(1, 10)), " of 10")
            else:
                xf = x["fam"][0]
                note.line("  ", PE.pn(rng, x, "lf"), " (", LO(x["room"]), ") LOA w/ ", xf["rel"], " ", PE.famn(rng, xf, "first"),
                          " until ", DT(fd(add_days(d, rng.randint(0, 3)), "md")))
        if idx < len(others):
            note.line("ROOM CHANGES / ISOLATION")
            for x in others[idx:]:
                if chance(rng, 0.5):
                    note.line("  ", PE.pn(rng, x, "lf"), "  Rm ", LO(x["room"]), " -> Rm ",
                              LO("%d%02d%s" % (rng.randint(1, 3), rng.randint(1, 48), rng.choice(["A", "B", ""]))))
                else:
                    note.line("  ", LO(x["room"]), " ", PE.pn(rng, x, "LF"), " - ", rng.choice(["contact (MRSA)", "EBP - wound",
                              "enteric (C. diff)", "droplet - flu A", "EBP - Foley"]))
        note.line("")
        note.line("NURSING STAFFING")
        pool = st["nurse"] + st["unitmgr"]
        cn = st["cna"][:]
        rng.shuffle(cn)
        for sh, hrs in [("DAY 0700-1500", "8"), ("EVE 1500-2300", "8"), ("NOC 2300-0700", "8")]:
            ns = rng.sample(pool, 2)
            note.line(sh)
            note.line("   Lic: ", "; ".join(PE.sn(rng, n, rng.choice(["fullnc", "lf"])) for n in ns))
            k = rng.randint(3, 5)
            note.line("   CNA: ", ", ".join(PE.sn(rng, n, rng.choice(["full", "initc", "first"])) for n in cn[:k]))
            cn = cn[k:] + cn[:k]
        ag = DR(rng.choice(PL.STAFF_F) + " " + rng.choice(PL.LAST))
        note.line("Agency: ", ag, ", LPN (", OR(fac["agency"]), ") NOC - badge ", IDN("AG" + digits(rng, 5)))
        co = rng.choice(st["cna"])
        note.line("Call-offs: ", PE.sn(rng, co, "fullnc"), " - ", rng.choice(["sick child", "no call/no show", "car trouble", "COVID +"]),
                  "; covered by ", PE.sn(rng, rng.choice(st["cna"]), "full"), " (OT)")
        x = rng.choice(st["nurse"] + st["cna"])
        note.line("Time clock exceptions: ", PE.sn(rng, x, "full"), " - biometric scan failed (template ", BI(x["bio"]),
                  "), manual punch approved by ", US(sched["user"]))
        note.line("Total direct care hrs ", "%.1f" % rng.uniform(280, 520), "  HPRD ", "%.2f" % rng.uniform(3.1, 4.4),
                  "  RN HPRD ", "%.2f" % rng.uniform(0.42, 0.9))
        note.line("On call: DON ", PE.sn(rng, st["don"][0], "full"), " ", PH(st["don"][0]["cell"]), " | Admin ",
                  PE.sn(rng, st["admin"][0], "full"), " ", PH(st["admin"][0]["cell"]))
        note.line("Prepared by ", PE.sn(rng, sched, "full"), ", staffing coordinator  ", hhmm(rng, 5, 9, True))
    else:
        note.line("MORNING STAND-UP - CENSUS REVIEW   ", DT(fd(d, rng.choice(["wdmd", ds]))))
        note.line("Present: ", ", ".join(PE.sn(rng, s, rng.choice(["full", "first", "fullc"])) for s in
                                           [st["admin"][0], st["don"][0], st["mds"][0], st["sw"][0], st["rd"][0], rng.choice(st["pt"])]))
        note.line("Census ", str(cen), " (", str(rng.randint(0, 3)), " admits / ", str(rng.randint(0, 3)), " d/c yesterday)")
        note.line("")
        note.line("Rm     Resident                Issue / f-u                                     Owner")
        for x in others:
            own = rng.choice([st["don"][0], st["mds"][0], st["sw"][0], st["rd"][0], rng.choice(st["unitmgr"])])
            issue = rng.choice(["new admit from " + HO(rng.choice(fac["hosp"])) + " - skilled PT/OT",
                                "Med A last covered day " + DT(fd(add_days(d, rng.randint(1, 9)), "md")) + " - NOMNC issued",
                                "wt loss 5.2% x30d - RD to see", "fall on NOC, no injury",
                                "return from hosp - readmit MDS", "UTI on cipro - abx stewardship review",
                                "hospice eval " + HO(fac["hospice"]), "Medicaid pending - app # " + IDN(digits(rng, 8)),
                                "dialysis chair time chg at " + HO(fac["dialysis"]), "behavior - 2 episodes exit seeking",
                                "family (" + PE.famn(rng, x["fam"][0], "first") + ") complaint re: call light times",
                                "LOA w/ " + x["fam"][0]["rel"] + " until " + DT(fd(add_days(d, rng.randint(1, 3)), "md"))])
            note.line(LO(x["room"]), _pad(len(x["room"]), 7), PE.pn(rng, x, rng.choice(["lf", "title", "LF"])), "   ", issue,
                      "   ", PE.sn(rng, own, rng.choice(["inits", "first"])))
        note.line("")
        note.line("Staffing: ", str(rng.randint(0, 3)), " open CNA shifts (EVE); ", OR(fac["agency"]), " contacted ",
                  PH(PE.phone(rng, fac["area"])), ". Survey window open - ", rng.choice(["mock survey Thu", "pharmacy audit",
                  "fire drill due"]), ".")
        note.line("Minutes: ", PE.sn(rng, st["mds"][0], "full"), " (", US(st["mds"][0]["user"]), ")")
    return "census_staffing_sheet"


def loa(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    variant = rng.choice([0, 0, 1])
    if variant == 0:
        note.line(rng.choice(["RESIDENT LEAVE OF ABSENCE SIGN-OUT / SIGN-IN LOG", "LOA Sign-Out Book (transcribed)",
                              "Resident Out-on-Pass Log"]))
        note.line(HO(fac["name"]), " - ", HO(rng.choice(fac["units"])), "   Month of ", DT(fd(d, rng.choice(["my", "my3"]))))
        note.line("Residents must have MD order for LOA. Meds sent in labeled envelope. RP signs out/in.")
        note.line("")
        res = [r] + [PE.make_resident(rng, fac, d) for _ in range(rng.randint(3, 6))]
        start = add_days(d, -(d.day - 1))
        days = sorted(rng.randint(0, 27) for _ in res)
        for x, off in zip(res, days):
            out = add_days(start, off)
            xf = rng.choice(x["fam"])
            back = add_days(out, rng.choice([0, 0, 0, 1, 2, 3]))
            n1, n2 = rng.choice(st["nurse"]), rng.choice(st["nurse"])
            note.line("Out: ", DT(fd(out, rng.choice(["md", "mdys"]))), " ", ampm(rng, 9, 17), "  |  ", PE.pn(rng, x, rng.choice(["lf", "full"])),
                      "  Rm ", LO(x["room"]))
            dest = rng.choice(["home", "church", "restaurant", "family gathering", "hair appt", "cemetery"])
            if dest == "home":
                dtxt = STR(PE.street_addr(rng)) + ", " + CI(x["city"])
            elif dest == "church":
                dtxt = OR(x["church"] or rng.choice(PL.CHURCHES))
            else:
                dtxt = dest + " in " + CI(rng.choice(PL.CITIES)[0] if chance(rng, 0.3) else x["city"])
            note.line("   with: ", PE.famn(rng, xf, "full"), " (", xf["rel"], ")  ph ", PH(xf["phone"]), "  to: ", dtxt)
            vh = ""
            if chance(rng, 0.55):
                vh = "  vehicle: " + rng.choice(["silver Camry", "blue F-150", "white minivan", "red Equinox", "gray Malibu"]) + \
                     " plate " + VH(rng.choice([letters(rng, 3) + digits(rng, 4), digits(rng, 3) + letters(rng, 3),
                                                letters(rng, 2) + "-" + digits(rng, 5), digits(rng, 1) + letters(rng, 3) + digits(rng, 3)]))
            note.line("   meds sent: ", rng.choice(["none", "1 dose " + rng.choice(CL.MEDS)[0], "noon meds (3 tabs) + inhaler",
                      "insulin pen + glucometer"]), vh)
            note.line("   signed out by nurse ", DR(n1["first"][0] + n1["last"][0]), "  |  In: ",
                      DT(fd(back, "md")), " ", ampm(rng, 12, 21), " nurse ", DR(n2["first"][0] + n2["last"][0]), "  cond: ",
                      rng.choice(["no change", "skin intact", "tired, ate well", "c/o knee pain - RN assessed", "fell in car? denies"]))
        note.line("")
        note.line("Reviewed by: ", PE.sn(rng, rng.choice(st["unitmgr"]), "fullc"), "  ", DT(fd(add_days(start, 27), ds)))
    else:
        f0 = r["fam"][0]
        out = add_days(d, rng.randint(0, 2))
        back = add_days(out, rng.randint(0, 4))
        note.line(HO(fac["name"]))
        note.line(rng.choice(["THERAPEUTIC LEAVE OF ABSENCE - AUTHORIZATION & RELEASE", "LOA / Pass Request Form"]))
        note.line("")
        note.line("Resident: ", PE.pn(rng, r, rng.choice(["fml", "LF"])), "   Rm ", LO(r["room"]), "   DOB ", DT(fd(r["dob"], ds)))
        note.line("Leave: ", DT(fd(out, ds)), " ", ampm(rng, 8, 12), "  through  ", DT(fd(back, ds)), " ", ampm(rng, 14, 20))
        hol = CL.holiday_for(out)
        if hol and chance(rng, 0.6):
            note.line("Purpose: holiday at home for ", DT(hol))
        else:
            note.line("Purpose: ", rng.choice(["family birthday", "grandson's wedding", "overnight visit home",
                                              "attend funeral", "family reunion"]))
        note.line("Address during leave: ", PE.addr_line(rng, PE.street_addr(rng, 0.3), r["city"], r["st"], r["zip"]))
        note.line("Responsible party: ", PE.famn(rng, f0, "full"), " (", f0["rel"], ")   Ph ", PH(f0["phone"]),
                  rng.choice(["", "   alt " + PH(f0["phone2"])]))
        note.line("RP driver's license: ", SA(r["st"]), " ", LI(rng.choice([letters(rng, 1) + digits(rng, 8), digits(rng, 9),
                                                                        letters(rng, 1) + digits(rng, 3) + "-" + digits(rng, 4) + "-" + digits(rng, 4)])))
        note.line("Vehicle: ", rng.choice(["2016 Honda CR-V", "2019 Ford Transit (w/c van)", "2012 Buick LaCrosse", "2021 Toyota Sienna"]),
                  "  plate ", VH(letters(rng, 3) + " " + digits(rng, 4)), rng.choice(["", "  VIN " + VH("2T" + letters(rng, 3) + digits(rng, 12))]))
        note.line("")
        note.line("Physician order: ", rng.choice(["May go on LOA w/ meds", "LOA x 3 days w/ meds, may return to same bed"]), " - ",
                  PE.sn(rng, r["md"], "dr"), " ", DT(fd(add_days(out, -rng.randint(1, 4)), "md")))
        note.line("Medications released (count verified):")
        for m in rng.sample(CL.MEDS, rng.randint(3, 6)):
            note.line("  [ ] %s %s %s %s" % m[:4], "  qty ", str(rng.randint(1, 8)), "  Rx# ", IDN(digits(rng, 7)))
        note.line("Teaching done: med times, fall precautions, ", rng.choice(["insulin sliding scale", "O2 use - no smoking",
                  "thickened liquids (IDDSI 2)", "transfer technique w/ gait belt"]), ". Demonstrated by ", f0["rel"], ".")
        note.line("Bed hold: ", rng.choice(["Medicaid bed hold days remaining 14", "private pay - held", "n/a"]))
        note.line("")
        note.line("RP signature: ", PE.famn(rng, f0, "full"), "  ", DT(fd(out, "mdy")))
        note.line("Nurse: ", PE.sn(rng, rng.choice(st["nurse"]), "fullc"), "  ", DT(fd(out, "mdy")))
        note.line("Return: ", DT(fd(back, "mdy")), " ", ampm(rng, 14, 21), " - ", rng.choice(["no changes noted", "skin check done, no new areas",
                  "meds returned: 2 tabs unused, destroyed w/ witness", "resident tired, otherwise baseline"]), "  ",
                  PE.sn(rng, rng.choice(st["nurse"]), "initc"))
    return "loa_signout_log"
