"""Genres: IDT care plan meeting note; wound rounds log; falls huddle / incident report."""
import clinical as CL
import people as PE
import pools as PL
from core import (P, DR, FA, US, AG, DT, STR, CI, SA, ZP, CO, HO, OR, LO, MR, HP, AC,
                  DV, VH, IDN, PH, FX, EM, UR, IP, PR, fd, add_days, hhmm, ampm, chance, digits, letters)


def careplan(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    sw, mdsc, um, rd, pt, act = (st["sw"][0], st["mds"][0], rng.choice(st["unitmgr"]), st["rd"][0],
                                 rng.choice(st["pt"]), st["act"][0])
    fam = r["fam"][0]
    kind = rng.choice(["Quarterly", "Admission (14-day)", "Significant change", "Annual", "48-hr baseline review"])
    he, his = ("she", "her") if r["sex"] == "F" else ("he", "his")
    variant = rng.choice([0, 0, 1])
    if variant == 0:
        note.line(rng.choice(["INTERDISCIPLINARY CARE PLAN CONFERENCE", "IDT Care Plan Meeting Note",
                              "Care Conference Summary (IDT)"]))
        note.line("Date: ", DT(fd(d, rng.choice([ds, "wdlong", "long"]))), "   Time: ", hhmm(rng, 9, 15),
                  "   Type: ", kind)
        note.line("Location: ", rng.choice(["conference room", "resident's room", "family lounge", "Zoom + conf rm"]))
        note.add(PE.banner(rng, r, fac, d, ds))
        note.line("")
        note.line("Attendees:")
        note.line("  Resident - ", rng.choice(["attended, participated", "declined to attend", "attended first 10 min",
                                              "unable d/t cognition"]))
        how = rng.choice(["in person", "by phone", "via video call"])
        note.line("  ", PE.famn(rng, fam, "full"), " (", fam["rel"], ", ", rng.choice(["POA", "HCPOA", "guardian", "rep"]),
                  ") - ", how, (" " + PH(fam["phone"])) if how == "by phone" else "")
        for who, role in [(sw, "Social Services"), (mdsc, "MDS"), (um, "Nursing"), (rd, "Dietary"), (pt, "Rehab"),
                          (act, "Activities")]:
            if chance(rng, 0.85):
                note.line("  ", PE.sn(rng, who, rng.choice(["fullc", "fullc", "initc"])), " - ", role)
        if chance(rng, 0.35) and len(r["fam"]) > 1:
            f2 = r["fam"][1]
            note.line("  ", PE.famn(rng, f2, "full"), " (", f2["rel"], ") - joined late by phone")
        note.line("")
        note.line("NURSING: ", rng.choice(["no acute changes this quarter", "completed abx for UTI",
                                           "1 fall w/o injury - interventions in place", "new stage 2 to coccyx, healing"]),
                  ". Wt ", str(CL.weight(rng)), " lb. Pain controlled on ", rng.choice(["APAP 650 TID", "tramadol PRN", "oxycodone 5 mg PRN", "lidocaine patch"]), ". ",
                  rng.choice(["Labs ", "Last labs "]), DT(fd(add_days(d, -rng.randint(3, 40)), "md")), ": ",
                  ", ".join(CL.labs(rng)), ".")
        note.line("REHAB: ", rng.choice(["PT/OT d/c'd to restorative", "cont PT 5x/wk, amb 120 ft FWW CGA",
                                         "SLP following for dysphagia, upgraded to IDDSI 6", "no skilled needs"]), ".")
        note.line("DIETARY: ", rng.choice(CL.DIETS), " diet, ", rng.choice(CL.LIQUIDS), "; intake ",
                  str(rng.choice([25, 50, 50, 75, 75, 100])), "% avg; ", rng.choice(["Ensure BID", "fortified foods",
                                                                                     "no supplement needed"]), ".")
        note.line("ACTIVITIES: enjoys ", ", ".join(rng.sample(CL.ACTIVITIES, 2)),
                  (", attends services w/ " + OR(r["church"]) + " volunteers") if r["church"] else "", ".")
        note.add("SOCIAL SERVICES: BIMS ", str(CL.bims(rng)), ", PHQ-9 ", str(CL.phq(rng)), ". ")
        dest = rng.choice(["LTC", "home", "ALF"])
        if dest == "LTC":
            note.add("Plan is long-term care. ", rng.choice(["Medicaid application submitted ", "Medicaid approved "]),
                     DT(fd(add_days(d, -rng.randint(5, 90)), ds)), ", case # ", IDN(digits(rng, 9)), ".\n")
        elif dest == "home":
            note.add("Goal to return home to ", STR(r["street"]), ", ", CI(r["city"]),
                     " with ", fam["rel"], "; HH referral to be sent; tentative d/c ",
                     DT(fd(add_days(d, rng.randint(7, 30)), ds)), ".\n")
        else:
            alf = rng.choice(PL.FAC_PRE) + rng.choice([" Assisted Living", " Senior Living", " Memory Care"])
            note.add("Family touring ", HO(alf), " in ", CI(rng.choice(PL.CITIES)[0]), "; ", fam["rel"],
                     " to follow up. ", rng.choice(["PASRR Level I neg", "PASRR Level I # "]),
                     IDN("PS" + digits(rng, 7)) if chance(rng, 0.5) else "", ".\n")
        note.line("FAMILY CONCERNS: ", rng.choice(["missing clothing - laundry to label", "wants more showers (2x/wk -> 3x/wk)",
                                                 "hearing aids lost - SS to assist w/ replacement",
                                                 "worried about weight loss", "none voiced"]), ".")
        note.line("")
        note.line("CARE PLAN UPDATES")
        note.line("Problem                     | Goal                              | Interventions")
        note.line("----------------------------+-----------------------------------+-----------------------------")
        probs = [("Fall risk", "no injurious falls x 90 days", "low bed, call light, toilet q2h"),
                 ("Impaired skin integrity", "wound decrease in size by next review", "turn q2h, LAL mattress, tx per order"),
                 ("Nutrition risk", "wt stable +/- 5% x 90 days", "supplement BID, weekly wts"),
                 ("Cognitive loss", "will participate in 3 groups/wk", "cueing, simple choices"),
                 ("Mood", "PHQ-9 < 10 next quarter", "1:1 visits, sertraline per order"),
                 ("ADL self-care deficit", "maintain current level", "restorative dressing program"),
                 ("Pain", "pain <= 3/10", "scheduled APAP, reposition"),
                 ("Anticoagulant use", "no s/sx bleeding", "monitor bruising, INR per order")]
        for p in rng.sample(probs, rng.randint(3, 5)):
            note.line("%-28s| %-34s| %s" % p)
        note.line("")
        note.line("Next conference: ", DT(fd(add_days(d, rng.choice([30, 90, 91, 92])), ds)),
                  ". Invitation to be mailed to ", PE.addr_line(rng, fam_street(rng, fam), r["city"], r["st"], r["zip"]))
        note.add(PE.esign(rng, sw, d, ds))
    else:
        note.line("Social Services - Care Conference Note   ", DT(fd(d, ds)))
        note.add("Quarterly care plan meeting held for ", PE.pn(rng, r, rng.choice(["full", "title"])), " (Rm ",
                 LO(r["room"]), "). Present: SW ", PE.sn(rng, sw, "full"), ", ", PE.sn(rng, um, "fullc"), ", ",
                 PE.sn(rng, rd, "fullc"), ", ", PE.sn(rng, act, "full"), " (activities). ")
        note.add(fam["rel"].capitalize(), " ", PE.famn(rng, fam, rng.choice(["full", "first"])),
                 " participated by phone from ", CI(rng.choice(PL.CITIES)[0]), ". ")
        note.add("Resident is ", PE.age_txt(rng, r["age"]), ", ", rng.choice(["pleasant and social", "often tearful in the evenings",
                 "exit-seeking at times", "very hard of hearing"]), ". ")
        lost = rng.choice(["spouse", "spouse", "sister", "brother"])
        if lost == "spouse":
            lost = "husband" if r["sex"] == "F" else "wife"
        lname = rng.choice(PL.FIRST_M if lost in ("husband", "brother") else PL.FIRST_F)
        note.add("Per ", fam["rel"], " ", his, " ", lost, " ", FA(lname), " passed away in ", DT(fd(add_days(d, -rng.randint(100, 2000)), "my")),
                 " and ", he, " still asks for " + ("him" if lost in ("husband", "brother") else "her") + ". ")
        note.add(rng.choice(["Discussed hospice eval; family wants to think about it. ",
                             "Reviewed code status - remains " + rng.choice(CL.CODES) + ". ",
                             "Discussed GDR of antipsychotic; family agreeable. "]))
        note.add("Resident was a ", PR(r["prof"]), " and ", rng.choice(["likes to talk about work", "enjoys the newspaper",
                 "enjoys gospel music"]), ". ")
        if r["country"]:
            note.add(he.capitalize(), " grew up in ", CO(r["country"]), "; ", rng.choice(["dietary to offer cultural foods.",
                     "interpreter services reviewed.", "family brings food from home on weekends."]), " ")
        note.add("\nFamily email for updates: ", EM(fam["email"]), ". Next meeting ", DT(fd(add_days(d, 90), ds)), ".\n")
        note.add(PE.esign(rng, sw, d, ds))
    return "idt_care_plan_meeting"


def fam_street(rng, fam):
    if "street" not in fam:
        fam["street"] = PE.street_addr(rng)
    return fam["street"]


def wounds(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    wn = st["wound"][0]
    doc = rng.choice(st["md"] + st["np"])
    variant = rng.choice([0, 0, 1])
    if variant == 0:
        unit = rng.choice(fac["units"])
        note.line(rng.choice(["WEEKLY WOUND ROUNDS LOG", "Skin/Wound Rounds - Weekly", "WOUND ROUNDS"]), " - ",
                  HO(unit), "   ", DT(fd(d, rng.choice([ds, "wdmd", "wdlong"]))))
        note.line("Rounding: ", PE.sn(rng, wn, "fullc"), " / ", PE.sn(rng, doc, rng.choice(["dr", "fullc"])),
                  rng.choice(["", " (" + HO(rng.choice(["Valley Wound & Hyperbaric Center", "Bedside Wound Physicians",
                                                        "Summit Wound Care Associates", "Advanced Wound Partners"])) + ")"]))
        note.line("")
        note.line("Rm    | Resident             | MR#        | Site / type                     | LxWxD cm       | Bed / exudate / trend")
        res = [r] + [PE.make_resident(rng, fac, d) for _ in range(rng.randint(3, 6))]
        res.sort(key=lambda x: x["room"])
        for x in res:
            w = CL.wound(rng)
            trend = rng.choice(["improving", "stable", "declining", "new", "improving", "healed - close out"])
            if trend.startswith("healed"):
                meas, bed, exu = "0 x 0 x 0", "resurfaced, scar tissue", "none"
            else:
                meas, bed, exu = "%.1f x %.1f x %s" % (w["L"], w["W"], w["D"]), w["bed"], w["exu"]
            note.line(LO(x["room"]), " | ", PE.pn(rng, x, rng.choice(["LF", "lf", "lf"])), " | ", MR(x["mrn"]), " | ",
                      w["site"], " ", w["type"], " | ", meas, " | ", bed, "; ", exu, "; ", trend)
            if chance(rng, 0.35):
                note.line("      tx: ", rng.choice(CL.WOUND_TX))
        note.line("")
        note.line("Notes:")
        x = rng.choice(res)
        note.line("- ", LO(x["room"]), ": NPWT unit SN ", DV(rng.choice(["KCI", "VAC", "SNP"]) + digits(rng, 7)),
                  " alarm 'leak' x2 overnight; seal reinforced. Canister changed ", DT(fd(add_days(d, -1), "md")), ".")
        x = rng.choice(res)
        note.line("- ", PE.pn(rng, x, "title"), ": referred to ", HO(fac["clinics"][1] if "Wound" in fac["clinics"][1]
                                                                  else "Valley Wound & Hyperbaric Center"),
                  " for HBO eval, appt ", DT(fd(add_days(d, rng.randint(3, 20)), ds)), " ", ampm(rng, 8, 15), ".")
        x = rng.choice(res)
        xf = x["fam"][0]
        note.line("- ", PE.pn(rng, x, "first"), " - ", xf["rel"], " ",
                  PE.famn(rng, xf, "first"), " notified of decline at ", PH(xf["phone"]), "; ",
                  rng.choice(["VM left", "verbalized understanding", "requests call from wound MD"]), ".")
        note.line("- Photos uploaded to chart by ", US(wn["user"]), " from tablet ", IP(fac["ipb"] + str(rng.randint(2, 254))), ".")
        note.line("- Order requests faxed to ", HO(fac["pharmacy"]), " ", FX(fac["pharm_fax"]), rng.choice([" (Santyl, Vashe)", " (alginate Ag)", ""]), ".")
        note.add(PE.esign(rng, wn, d, ds, rng.choice(["Completed by", "Electronically signed by"])))
    else:
        note.line("Wound Assessment - Weekly   ", HO(fac["name"]))
        note.add(PE.banner(rng, r, fac, d, ds))
        w0 = CL.wound(rng)
        site, wt = w0["site"], w0["type"]
        onset = add_days(d, -rng.randint(14, 90))
        note.line("Site: ", site, "   Type: ", wt, "   Onset: ", DT(fd(onset, ds)), " (", rng.choice(["facility-acquired",
                  "present on admission from " + "hospital"]), ")")
        note.line("")
        note.line("Date        L     W     D    Tunnel/undermine   Exudate")
        L, W = max(1.0, w0["L"] * 1.5), max(0.8, w0["W"] * 1.5)
        dd = onset
        for k in range(rng.randint(3, 6)):
            dd = add_days(dd, 7)
            if dd > d:
                break
            L, W = max(0.2, L * rng.uniform(0.75, 1.1)), max(0.2, W * rng.uniform(0.75, 1.1))
            deep = w0["D"] not in ("0", "UTD")
            note.line(DT(fd(dd, "mdyz")), "   %-5.1f %-5.1f %-4s %-18s %s" % (
                L, W, w0["D"], rng.choice(["none", "2 cm @ 12", "1 cm 3-6 o'clock"]) if deep else "n/a",
                rng.choice(CL.EXUDATE)))
        note.line("")
        note.line("Wound bed: ", w0["bed"], ". Periwound ", rng.choice(["intact", "macerated",
                  "erythema 1 cm", "callused"]), ". Odor: ", rng.choice(["none", "mild after cleansing", "foul"]), ".")
        note.line("Pain w/ dressing change ", str(rng.randint(0, 7)), "/10 - premedicated w/ ", rng.choice(CL.PAIN_MEDS), ".")
        note.line("Tx: ", rng.choice(CL.WOUND_TX), ".")
        surf = rng.choice(["LAL mattress", "Group 2 alternating pressure", "static foam + heel boots"])
        note.line("Support surface: ", surf,
                  "" if "foam" in surf else rng.choice(["", "  (pump SN " + DV("AP" + digits(rng, 6)) + ")"]))
        note.line("Labs: ", ", ".join(CL.labs(rng)[:4]), ". Prealbumin pending, accession ", IDN(letters(rng, 2) + digits(rng, 7)), ".")
        note.line("Seen w/ ", PE.sn(rng, doc, "dr" if doc["role"] == "md" else "fullc"), "; debrided ",
                  rng.choice(["sharp, 2 cm2 slough", "no - not indicated", "selective, scalpel"]), ".")
        fm = r["fam"][0]
        note.line(fm["rel"].capitalize(), " (", PE.famn(rng, fm, "full"), ") updated ", DT(fd(d, "md")), " via ",
                  rng.choice(["phone", "in person", "portal msg"]), ".")
        note.add(PE.esign(rng, wn, d, ds))
    return "wound_rounds_log"


def falls(rng, c, note):
    fac, r, d, ds = c["fac"], c["r"], c["d"], c["ds"]
    st = fac["staff"]
    nurse = rng.choice(st["nurse"])
    cnas = rng.sample(st["cna"], 2)
    don = st["don"][0]
    doc = rng.choice([r["md"], r["np"]])
    fam = r["fam"][0]
    t = hhmm(rng, 0, 23, rng.random() < 0.5)
    elope = chance(rng, 0.2)
    he, his = ("she", "her") if r["sex"] == "F" else ("he", "his")
    note.add(PE.fac_header(rng, fac, d, ds))
    note.line(rng.choice(["INCIDENT / ACCIDENT REPORT", "Event Report - Resident", "RISK MANAGEMENT: INCIDENT REPORT"]),
              "   Report # ", IDN(rng.choice(["IR-", "INC", "E"]) + str(d.year)[2:] + "-" + digits(rng, 4)))
    note.line("Event type: ", "Elopement / unsafe wandering" if elope else rng.choice(["Fall - unwitnessed", "Fall - witnessed",
              "Fall w/ injury", "Found on floor"]))
    note.line("Date of event: ", DT(fd(d, rng.choice([ds, "wdmd"]))), "   Time: ", t, "   Shift: ", rng.choice(["D", "E", "N", "11-7", "3-11"]))
    note.line("Resident: ", PE.pn(rng, r, rng.choice(["LF", "full", "LFM"])), "   Age ", AG(r["age"]), "   MRN ", MR(r["mrn"]))
    if elope:
        lm = rng.choice(PL.LANDMARKS)
        note.line("Location: exited via ", rng.choice(["east stairwell door", "front lobby during delivery", "dining rm patio gate"]),
                  "; found at ", LO(lm))
        note.line("")
        note.line("DESCRIPTION: At approx ", t, " CNA ", PE.sn(rng, cnas[0], "full"), " noted resident not in room ",
                  LO(r["room"]), ". Code Pink called. Resident located ", str(rng.randint(2, 9) * 100),
                  " yards from bldg at ", LO(lm), " by ", PE.sn(rng, cnas[1], "full"), ". ")
        note.line("WanderGuard bracelet # ", DV("WG" + digits(rng, 6)), " present on L wrist - door did not alarm; ",
                  "maintenance (", DR(rng.choice(PL.STAFF_M) + " " + rng.choice(PL.LAST)), ") testing all exits.")
        if chance(rng, 0.6):
            note.line("Bystander reports resident approached a blue pickup, plate ", VH(letters(rng, 3) + "-" + digits(rng, 4)),
                      ", asking for a ride to ", CI(r["city"]), " - driver called 911.")
        note.line("Police officer on scene: ", rng.choice(["Ofc. ", "Officer ", "Sgt. "]), FA(rng.choice(PL.LAST)),
                  ", badge ", IDN(digits(rng, 4)), ", report # ", IDN(str(d.year) + "-" + digits(rng, 6)), ".")
        note.line("Assessment on return: ", CL.vitals(rng, 1), "; no injuries; skin intact; ", rng.choice(["calm", "agitated, asking for " + his + " mother", "tearful"]), ".")
    else:
        loc = rng.choice(["bedside", "bathroom", "hallway outside nurses station", "dining room", "doorway"])
        note.line("Location: ", loc, " - Rm ", LO(r["room"]), ", ", HO(r["unit"]))
        note.line("")
        note.line("DESCRIPTION: ", rng.choice(["Resident found", "Res observed", "Pt heard calling out, found"]), " ",
                  rng.choice(["sitting on floor", "lying on L side", "on knees next to bed", "supine on floor"]),
                  " ", loc, ". Per resident \"", rng.choice(["i was trying to get to the bathroom", "my legs just went out",
                  "i dropped my glasses", "i don't know what happened", "i was going home"]), ".\" Cause: ",
                  rng.choice(CL.FALL_CAUSES), ". Footwear: ", rng.choice(["gripper socks", "barefoot", "slippers", "shoes"]),
                  ". Call light ", rng.choice(["in reach, not used", "out of reach", "on"]), ".")
        note.line("INJURY: ", rng.choice(["none noted", "2 cm skin tear L forearm, steri-stripped", "hematoma R occiput 3x3 cm",
                                          "c/o R hip pain, shortening/rotation noted - sent out", "abrasion R knee"]), ".")
        note.line("VS: ", CL.vitals(rng, 0), "   BS ", str(rng.randint(68, 260)), "   Orthostatics: ",
                  rng.choice(["neg", "pos (SBP drop 24)", "unable - pt declined"]))
        note.line("Neuro checks initiated per protocol (", rng.choice(["unwitnessed", "hit head", "on anticoag"]), ") - ",
                  rng.choice(["WNL", "pupils equal, grips equal", "baseline confusion"]), ".")
        if chance(rng, 0.45):
            note.line("Bed alarm pad SN ", DV("BA" + digits(rng, 6)), " ", rng.choice(["did not sound - battery dead, replaced",
                      "sounded, staff responded in < 1 min", "found unplugged"]), ".")
    note.line("")
    note.line("NOTIFICATIONS")
    note.line("  MD/NP: ", PE.sn(rng, doc, "dr" if doc["role"] == "md" else "fullc"), " @ ", hhmm(rng, 0, 23, True),
              " - orders: ", rng.choice(["x-ray R hip via " + OR(fac["xray"]), "monitor, PT eval", "send to ED",
                                         "CT head if change in LOC", "UA C&S, CBC/BMP in AM"]))
    note.line("  Family: ", PE.famn(rng, fam, rng.choice(["full", "title"])), " (", fam["rel"], ") ", PH(fam["phone"]), " @ ",
              hhmm(rng, 0, 23, True), " - ", rng.choice(["VM left", "informed, no concerns", "upset, requests meeting w/ DON"]))
    note.line("  DON: ", PE.sn(rng, don, rng.choice(["fullc", "full"])), "; ", rng.choice(["Administrator", "Risk mgr"]),
              ": ", PE.sn(rng, st["admin"][0], "full"))
    note.line("  Staff on duty: ", PE.sn(rng, nurse, "fullnc"), "; ", PE.sn(rng, cnas[0], "fullnc"), "; ",
              PE.sn(rng, cnas[1], "fullnc"))
    note.line("")
    hd = add_days(d, rng.choice([0, 0, 1]))
    note.line("POST-FALL HUDDLE" if not elope else "POST-EVENT HUDDLE", "  ", DT(fd(hd, ds)), " ", hhmm(rng, 7, 15, True))
    note.line("Present: ", PE.sn(rng, rng.choice(st["unitmgr"]), "full"), ", ", PE.sn(rng, cnas[0], "first"), " (CNA), ",
              PE.sn(rng, rng.choice(st["pt"]), "fullc"), ", resident")
    note.line("What was different this time? ", rng.choice(["new abx, more confused", "room rearranged by family",
              "no PM toileting done", "short staffed - 1 CNA on hall", "recent dose increase " + rng.choice(CL.MEDS)[0]]))
    if elope:
        note.line("Root cause: ", rng.choice(["door alarm delay setting 15 sec - too long", "exit seeking, sundowning",
                  "delivery door propped open", "WanderGuard receiver battery low"]))
        ivs = rng.sample(["q15 min checks x 72h", "WanderGuard placement verified q shift", "door code changed",
                          "all exit doors tested daily x 7 days", "activity program 1500-1900", "photo to front desk",
                          "psych NP referral", "staff in-service on elopement drill"], rng.randint(2, 4))
    else:
        note.line("Root cause: ", rng.choice(["unmet toileting need", "impulsivity w/ cognitive impairment", "orthostasis",
                  "environmental - clutter", "poor safety awareness"]))
        ivs = rng.sample(CL.FALL_INTERV, rng.randint(2, 4))
    note.line("Interventions added:")
    for iv in ivs:
        note.line("  * ", iv)
    note.add("Morse ", str(CL.morse(rng)), "; falls in last 90 days: ", str(rng.randint(0, 4)), ". State reportable: ")
    if elope or chance(rng, 0.2):
        note.line("Y - 2 hr report filed, intake # ", IDN(letters(rng, 2) + digits(rng, 6)))
    else:
        note.line("N")
    note.line("Reported by: ", PE.sn(rng, nurse, "fullc"), "  ", DT(fd(d, ds)))
    return "falls_huddle_incident"
