"""Genres: DBS programming record, apomorphine pump start log, LCIG (Duodopa) home visit."""
import datetime

import clin
import pools
from nb import NB, P
from people import Ctx, Clin
from geo import dg, lt


def dev_serial(r, kind="ipg"):
    if kind == "ipg":
        return r.choice([lt(r, 3) + dg(r, 6) + "H", "SN" + dg(r, 7), lt(r, 2) + dg(r, 7), dg(r, 8)])
    if kind == "lead":
        return r.choice(["V" + dg(r, 7), lt(r, 3) + dg(r, 6) + "V", dg(r, 7)])
    if kind == "remote":
        return r.choice(["HHC" + dg(r, 6), "PP" + dg(r, 7), lt(r, 2) + dg(r, 6) + "N"])
    if kind == "pump":
        return r.choice(["CR" + dg(r, 6), "APO-" + dg(r, 5), dg(r, 2) + "-" + dg(r, 6), "CADD" + dg(r, 7), lt(r, 1) + dg(r, 8)])
    raise ValueError(kind)


def hdr_patient(b, ctx, style=None):
    r, pt = ctx.r, ctx.pt
    style = style or r.choice(["lastfirst", "full", "fullmid", "caps"])
    b.w("Patient: ", pt.n(style), "    DOB: ", ctx.D(pt.dob, "num"))
    for x in ctx.id_pairs(2):
        b.w("    ", x)
    b.ln()


def dbs_programming(r):
    ctx = Ctx(r, age_range=(41, 76))
    c, pt = ctx.c, ctx.pt
    b = NB()
    b.ln(P("HOSPITAL", ctx.hosp), " - ", r.choice(["Functional Neurosurgery", "DBS Programming Clinic",
                                                   "Neuromodulation Service", "Movement Disorders Unit"]))
    b.ln("DEEP BRAIN STIMULATION PROGRAMMING RECORD")
    b.ln("=" * r.choice([40, 44, 52]))
    hdr_patient(b, ctx)
    sess = r.randint(1, 9)
    loc = r.random()
    b.w("Session date: ", ctx.D(ctx.d0, r.choice(["num", "abbr", "wka"])), "    Session no. ", str(sess))
    if loc < 0.6:
        b.w("    Location: Clinic Room ", P("LOCATION_OTHER", str(r.randint(1, 14)) + r.choice(["", "", "A", "B"])))
    elif loc < 0.8:
        b.w("    Location: ", P("LOCATION_OTHER", r.choice(["Harcourt Building", "Nightingale Wing", "Lister Block",
                                                             "Elm House", "Gateway Building"])), ", level ", str(r.randint(1, 5)))
    else:
        b.w("    Remote session (video) - patient at home")
    b.ln()
    tgt, short = r.choice(clin.TARGETS)
    sides = ("Left", "Right") if tgt.startswith("bilateral") else (("Left",) if tgt.startswith("left") else ("Right",))
    surg = Clin(r, c, "surg")
    op = ctx.days(-r.randint(20, 900))
    system = r.choice(clin.DBS_SYSTEMS)
    b.ln("Indication: ", r.choice(clin.DIAG) if short != "VIM" else "Essential tremor, medically refractory",
         "; disease duration ", str(r.randint(6, 19)), " years")
    b.ln("Surgery: ", tgt, " DBS, implanted ", ctx.D(op), " (", surg.n("formal" if r.random() < 0.5 else "full"), ", ",
         surg.job, ")")
    b.ln("System: ", system)
    if tgt.startswith("bilateral"):
        b.ln("IPG serial: ", P("DEVICE", dev_serial(r, "ipg")), "    Lead L SN: ", P("DEVICE", dev_serial(r, "lead")),
             "    Lead R SN: ", P("DEVICE", dev_serial(r, "lead")))
    else:
        b.ln("IPG serial: ", P("DEVICE", dev_serial(r, "ipg")), "    Lead SN: ", P("DEVICE", dev_serial(r, "lead")))
    if r.random() < 0.7:
        b.ln("Patient programmer / remote SN: ", P("DEVICE", dev_serial(r, "remote")))
    rech = "RC" in system or "Genus" in system
    if rech:
        b.ln("Battery: recharged to ", str(r.randint(72, 100)), "%; recharge interval ", r.choice(["weekly", "every 10 days", "twice weekly"]))
    else:
        b.ln("Battery: ", "%.2f V" % r.uniform(2.78, 3.05), " (", r.choice(["OK", "ERI not reached", "approx. 4.5 years remaining"]), ")")
    et = short == "VIM"
    if et:
        b.ln("Medication state: ", r.choice(["propranolol 80 mg MR taken as usual", "primidone 250 mg nocte, no change",
                                             "no tremor medication since surgery"]))
    else:
        b.ln("Medication state: ", r.choice(["practically defined OFF (last levodopa 20:00 the evening before)",
                                             "ON medication (last dose 07:30)", "OFF 12 h overnight"]))
    b.blank()
    b.ln("Impedances (ohms): ")
    for side in [x[0] for x in sides]:
        vals = ["%d: %d" % (i, r.randint(780, 1650)) for i in range(4)]
        b.ln("  ", side, "  ", "  ".join(vals), "  case ok")
    b.blank()
    b.ln("Monopolar review - ", r.choice(sides).lower(), " ", short, " (60 us, 130 Hz):")
    b.ln("  Contact | benefit threshold (mA) | side-effect threshold (mA) | side effect")
    effects = ["tingling R hand, transient", "pulling of R face", "dysarthria", "diplopia", "dyskinesia R leg",
               "nil to 5.0", "light-headed", "paraesthesia lip"]
    directional = "directional" in system or "Cartesia" in system or "SenSight" in system
    contacts = ["1", "2", "3", "1A", "1B", "1C", "2A", "2B", "2C"] if directional else ["0", "1", "2", "3"]
    for ct in r.sample(contacts, r.randint(3, 4)):
        lo = r.choice([0.8, 1.0, 1.2, 1.5, 2.0])
        b.ln("  ", ct.ljust(7), " | ", "%.1f" % lo, " | ", "%.1f" % (lo + r.choice([1.0, 1.5, 2.0, 2.5, 3.0])), " | ",
             r.choice(effects))
    b.blank()
    b.ln("Final settings:")
    for side in sides:
        b.ln("  ", side, ": C+ ", r.choice(["1-", "2-", "2A-/2B-", "1A-/1C-", "2-/3-"] if directional else ["1-", "2-", "1-/2-", "2-/3-", "0-"]), "  ", "%.1f mA" % r.uniform(1.4, 3.9),
             "  ", r.choice(["60", "60", "40", "90"]), " us  ", r.choice(["130", "130", "160", "180"]), " Hz")
    b.ln("  Patient group range +/- ", r.choice(["0.3", "0.5", "0.6"]), " mA; cycling off.")
    if "Percept" in system and r.random() < 0.6:
        b.ln("  BrainSense: beta peak ", "%.1f" % r.uniform(14, 28), " Hz left, ", "%.1f" % r.uniform(14, 28),
             " Hz right; streaming enabled.")
    b.blank()
    off, on = r.randint(38, 62), r.randint(12, 30)
    if et:
        off, on = r.randint(24, 40), r.randint(6, 16)
        b.ln("Outcome: TETRAS performance ", str(off), " (stim OFF) -> ", str(on), " (stim ON), improvement ",
             str(clin.pct(off, on)), "%. ", r.choice(["Spiral drawing near normal.", "Able to drink from a full cup.",
                                                      "Mild dysarthria at higher amplitude.", "Head tremor persists."]))
        b.ln("Medication change: ", r.choice(["wean primidone by 62.5 mg a week", "no change", "stop propranolol"]), ".")
    else:
        b.ln("Outcome: MDS-UPDRS III ", str(off), " (meds OFF/stim OFF) -> ", str(on), " (meds OFF/stim ON), improvement ",
             str(clin.pct(off, on)), "%. ", r.choice(["Tremor abolished.", "Rigidity markedly improved.",
                                                      "Gait freezing unchanged.", "Mild stimulation-induced dyskinesia at 3.0 mA."]))
        b.ln("Medication change: ", r.choice(["reduce levodopa by one dose (LEDD now %d mg)" % clin.ledd(r),
                                              "stop ropinirole", "no change", "stop amantadine over 2 weeks",
                                              "reduce opicapone to alternate nights"]), ".")
    if r.random() < 0.5:
        fam = ctx.family(r.choice(["wife", "husband", "son", "daughter"]))
        b.ln("Patient and ", fam.rel, " (", fam.n("first"), ") shown how to check the battery and switch groups; ",
             "written card given.")
    b.ln("Next session: ", ctx.D(ctx.days(r.choice([14, 21, 28, 42, 90])), r.choice(["num", "wk", "long"])))
    b.blank()
    prog = Clin(r, c, "nurse", title="DBS Nurse Specialist")
    b.ln("Programmed by: ", prog.sig(), ", ", prog.job)
    b.ln("Supervising clinician: Dr ", ctx.neuro.n("full"))
    if r.random() < 0.55:
        user = (prog.first[0] + prog.last).lower().replace("'", "").replace(" ", "").replace("-", "")[:10] + str(r.randint(1, 9))
        b.ln("Record created by user ", P("USERNAME", user), " ", ctx.D(ctx.d0, "iso"), " ",
             "%02d:%02d" % (r.randint(9, 17), r.randint(0, 59)))
    return b, c.code


def apomorphine_start(r):
    ctx = Ctx(r, age_range=(48, 82))
    c, pt = ctx.c, ctx.pt
    b = NB()
    home = r.random() < 0.4
    hc = r.choice(pools.HOMECARE)
    b.ln("APOMORPHINE CONTINUOUS SUBCUTANEOUS INFUSION - INITIATION LOG")
    if home:
        b.ln("Home initiation with ", P("ORGANIZATION", hc), " nurse; overseen by ", P("HOSPITAL", ctx.hosp), " PD team")
    else:
        b.ln(P("HOSPITAL", ctx.hosp), " ", r.choice(["Neurology Day Unit", "Day Case Unit", "Parkinson's Day Unit"]),
             ", Bay ", P("LOCATION_OTHER", str(r.randint(1, 8))), *([", Chair ", P("LOCATION_OTHER", str(r.randint(1, 6)))]
                                                                    if r.random() < 0.5 else []))
    b.blank()
    hdr_patient(b, ctx)
    if home:
        b.ln("Address: ", c.addr_lines(ctx.addr, r, inline=True))
    fam = ctx.family()
    b.ln("Next of kin: ", fam.n("full"), " (", fam.rel, ") ", ctx.phone("mobile"))
    b.blank()
    dom_start = ctx.days(-r.randint(2, 5))
    b.ln("Pre-treatment checks:")
    b.ln("  - Domperidone 10 mg TDS started ", ctx.D(dom_start), "; ECG ", ctx.D(ctx.days(-r.randint(3, 10))), " QTc ",
         str(r.randint(398, 446)), " ms")
    b.ln("  - FBC Hb ", str(r.randint(118, 152)), " g/L; direct Coombs test negative (baseline)")
    ly, st, _ = clin.bp(r)
    b.ln("  - BP lying ", ly, ", standing ", st, "; no prior hallucinations" if r.random() < 0.6 else
         "; mild visual hallucinations - cautious titration")
    b.ln("  - Consent signed; information leaflet and sharps bin given")
    b.blank()
    pump = r.choice(clin.PUMPS_APO)
    b.ln("Pump: ", pump, "   Serial: ", P("DEVICE", dev_serial(r, "pump")))
    b.ln("Prescription: apomorphine 5 mg/ml, 20 ml prefilled syringe (100 mg)   Rx no. ",
         P("IDNUM", "%s%s" % (r.choice(["RX", "HC", "P"]), dg(r, 7))))
    b.blank()
    b.ln("Time   | Rate mg/h | Bolus mg | BP lying | BP standing | HR | Comment | Init")
    t = r.choice([8, 9])
    rate = r.choice([1.0, 1.5, 2.0])
    nurse = Clin(r, c, "nurse", title="Staff Nurse" if not home else "Homecare Nurse")
    nurse2 = ctx.nurse
    comments = ["baseline OFF, tremor ++", "mild nausea", "walking better", "yawning", "ON, mild dyskinesia",
                "light-headed on standing - sat down", "lunch taken", "site check: no redness", "ON, no dyskinesia",
                "carer taught to change syringe"]
    for i in range(r.randint(5, 8)):
        lying, standing, _ = clin.bp(r)
        who = nurse if r.random() < 0.7 else nurse2
        bolus = r.choice(["-", "-", "1", "2"])
        b.ln("%02d:%02d  | %.1f       | %s        | %s   | %s      | %d | %s | " % (t, r.choice([0, 15, 30]), rate, bolus, lying,
                                                                                 standing, r.randint(58, 98), r.choice(comments)),
             P("DOCTOR", who.initials(False)))
        t += 1
        if r.random() < 0.5:
            rate = min(rate + 0.5, 6.0)
    b.blank()
    for k in (1, 2):
        b.ln("Day ", str(k + 1), " (", ctx.D(ctx.days(k), r.choice(["wdm", "dm", "num"])), "): rate ", "%.1f" % (rate + 0.5 * k),
             " mg/h over ", r.choice(["14", "16", "15"]), " h; OFF time ", r.choice(["reduced", "much reduced", "unchanged"]),
             "; ", r.choice(["no nodules", "small nodule L abdomen - rotate sites", "nausea settled", "slept well"]), ".")
    b.blank()
    b.ln("Oral medication adjusted: ", r.choice(["ropinirole stopped", "levodopa reduced to 4 doses", "amantadine continued",
                                                  "opicapone stopped", "no change yet"]), ".")
    b.ln("Homecare provider: ", P("ORGANIZATION", hc), "  24 h helpline ", ctx.phone(),
         "; first delivery ", ctx.D(ctx.days(r.randint(3, 7)), "abbr"))
    b.ln("Follow-up call: ", ctx.D(ctx.days(r.randint(3, 10)), "wka"), " by ", nurse2.n("full"), ", ", nurse2.job)
    b.blank()
    b.ln("Signed: ", nurse.sig(), " (", nurse.job, ")  ", nurse.lic[0], " ", P("LICENSE", nurse.lic[1]))
    b.ln("Consultant: Dr ", ctx.neuro.n(r.choice(["full", "last"])))
    return b, c.code


def duodopa_visit(r):
    ctx = Ctx(r, age_range=(55, 85))
    c, pt = ctx.c, ctx.pt
    b = NB()
    name = "Duopa" if c.code == "US" else "Duodopa"
    prod = r.random() < 0.3
    if prod:
        name = "Vyalev" if c.code in ("US", "CA") else "Produodopa"
    b.ln(P("HOSPITAL", ctx.hosp), " ", r.choice(["Community Neurology", "Device-Aided Therapies Team", "PD Outreach Service"]))
    b.ln("HOME VISIT - ", "FOSLEVODOPA/FOSCARBIDOPA SC INFUSION" if prod else "LEVODOPA/CARBIDOPA INTESTINAL GEL", " (", name, ")")
    b.blank()
    a = c.account(r)
    b.ln("Visit date: ", ctx.D(ctx.d0, r.choice(["wk", "wka", "num"])), "    Arrived ", "%02d:%02d" % (r.randint(9, 14), r.randint(0, 59)),
         "  Left ", "%02d:%02d" % (r.randint(15, 16), r.randint(0, 59)), "    ", a[0], ": ", P("ACCOUNT", a[1]))
    hdr_patient(b, ctx)
    b.ln("Visited at: ", c.addr_lines(ctx.addr, r, inline=True))
    b.ln("Home phone: ", ctx.phone(), r.choice(["", "   Key safe code held by carers"]))
    fam = ctx.family()
    present = [fam.n("full"), " (", fam.rel, ")"]
    if r.random() < 0.5:
        carer = ctx.family("carer", same_name=False)
        present += [", ", carer.n("firstinit" if r.random() < 0.5 else "full"), " (carer, ",
                    P("ORGANIZATION", r.choice(["Kindred Home Care", "Bluebell Care Agency", "Helping Hands Oakmere",
                                                "Heartsease Domiciliary Care", "Tui Home Support"])), ")"]
    b.ln("Present: patient, ", present)
    b.blank()
    nurse = ctx.nurse
    if not prod:
        peg = ctx.days(-r.randint(60, 1400))
        gi = Clin(r, c, "neuro", title="Consultant Gastroenterologist")
        b.ln("PEG-J placed ", ctx.D(peg), " at ", P("HOSPITAL", c.hospital(r)), " (Dr ", gi.n("last"), "); ",
             r.choice(["15 Fr PEG / 9 Fr J-extension", "20 Fr PEG-J", "15 Fr PEG with 9 Fr intestinal tube"]), ".")
        b.ln("Pump: ", r.choice(clin.PUMPS_LCIG[:2]), " SN ", P("DEVICE", dev_serial(r, "pump")),
             "; spare pump SN ", P("DEVICE", dev_serial(r, "pump")))
        b.ln("Settings: morning dose ", "%.1f" % r.uniform(5, 12), " ml (+3 ml prime), continuous ", "%.1f" % r.uniform(2.0, 5.5),
             " ml/h, extra dose ", r.choice(["0.5", "1.0", "1.5"]), " ml (lockout 1 h), ", r.choice(["16 h/day", "24 h/day"]), ".")
        b.ln("Extra doses used: ", str(r.randint(0, 5)), "/day over the last week (diary reviewed).")
        b.blank()
        b.ln("Stoma: ", r.choice(["clean and dry, no granulation", "small amount of granulation tissue at 3 o'clock - silver nitrate applied",
                                 "mild erythema 1 cm, no discharge; swab taken", "leak around tube - external bolster adjusted"]), ".")
    else:
        b.ln("Pump: ", clin.PUMPS_LCIG[r.choice([2, 3])], " SN ", P("DEVICE", dev_serial(r, "pump")))
        b.ln("Settings: continuous rate ", "%.3f" % r.uniform(0.15, 0.45), " ml/h (base), high ", "%.3f" % r.uniform(0.2, 0.5),
             " ml/h, loading dose ", "%.1f" % r.uniform(0.4, 1.5), " ml, extra dose ", r.choice(["0.1", "0.2", "0.3"]), " ml.")
        b.ln("Infusion site: ", r.choice(["right abdomen, changed every 3 days; no nodules",
                                          "two small nodules - advised rotation", "cellulitis L flank 4 cm - GP to start flucloxacillin"]), ".")
    b.blank()
    b.ln("Motor: ", r.choice(["ON most of the day, mild dyskinesia in the evenings", "good response, OFF < 1 h/day",
                              "afternoon wearing off - rate increased by 0.2 ml/h", "troublesome dyskinesia - rate reduced"]), ".")
    b.ln("Weight ", "%.1f" % r.uniform(48, 96), " kg (", r.choice(["stable", "down 2 kg", "up 1 kg"]), ").  Neuropathy screen: ",
         r.choice(["vibration sense reduced at toes", "normal", "new tingling in feet - check B12/MMA"]), ".")
    b.ln("Bloods ", ctx.D(ctx.days(-r.randint(5, 40)), "num"), ": ", "; ".join("%s %s %s (ref %s)" % x for x in clin.labs(
        r, ["B12", "Folate", "Homocysteine", "MMA", "Hb", "Vit D"], 4)), ".")
    b.blank()
    hc = r.choice(pools.HOMECARE)
    b.ln("Supplies: cassettes delivered by ", P("ORGANIZATION", hc), " every ", r.choice(["2", "4"]), " weeks; next delivery ",
         ctx.D(ctx.days(r.randint(2, 12)), r.choice(["dmon", "num"])), ". Stock: ", str(r.randint(4, 20)), " cassettes.")
    if r.random() < 0.5:
        b.ln("Homecare nurse: ", Clin(r, c, "nurse", title="Homecare Nurse").n("full"), " ", ctx.phone("mobile"))
    b.ln("Actions: ", "; ".join(r.sample(["GP to repeat B12 in 3 months", "tube change booked", "rate increased to cover afternoons",
                                          "carer refresher training on disconnecting at night", "refer to dietitian",
                                          "continue current settings", "emergency card updated", "spare battery supplied"], 3)), ".")
    b.ln("Next visit: ", ctx.D(ctx.days(r.choice([28, 42, 56, 84])), r.choice(["wk", "num", "long"])))
    b.blank()
    if r.random() < 0.5:
        b.ln(nurse.sig(), ", ", nurse.job, "  |  mob ", ctx.phone("mobile"))
    else:
        b.ln(nurse.sig(), ", ", nurse.job)
    b.ln(nurse.lic[0], ": ", P("LICENSE", nurse.lic[1]), "   Team email: ", ctx.email())
    return b, c.code
