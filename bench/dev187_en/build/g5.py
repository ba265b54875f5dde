"""Genres: pacemaker/ICD device check; CCU progress note with bloods and vitals."""
import clin
import pools as P
from blocks import pt_ref, title_name, driving
from core import Note, cap
from g3 import hdr_patient


def device_check(c):
    N = Note()
    pt = c.patient()
    pt.age = max(pt.age, c.ri(40, 90))
    pt.dob = c.dob_for(pt.age)
    kind = c.ch(["ppm", "ppm", "icd", "crt", "ilr"])
    hosp = c.hospital(c.ch(["local", "tertiary"]))
    phy, ep = c.clinician("phys"), c.clinician("ep")
    remote = c.p(0.4)
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["Cardiac Device Clinic", "Pacing and Devices Service", "Arrhythmia & Device Clinic"]), "\n")
    N.add(c.ch(["REMOTE TRANSMISSION REVIEW" if remote else "DEVICE INTERROGATION REPORT", "Device Follow-up Record"]),
          " - ", {"ppm": "Pacemaker", "icd": "ICD", "crt": "CRT", "ilr": "Implantable Loop Recorder"}[kind], "\n\n")
    hdr_patient(N, c, pt, compact=c.p(0.4))
    N.add("Date: ", (c.fd(c.ref, c.ch([c.dstyle, "dmy", "iso"])), "DATE"))
    if remote:
        N.add("   Transmission ID: ", (c.accession(c.ch(["TX", "RM"])), "IDNUM"), "\n")
        N.add("Source: ", c.ch(["MyCareLink Smart app", "LATITUDE Communicator", "Merlin@home", "CardioMessenger"]), " via home network ",
              (c.ip(), "IPADDR"), "\n")
    else:
        N.add("   Clinic room ", (str(c.ri(1, 12)), "LOCATION_OTHER"), "\n")
    model = c.ch(clin.DEVICES[kind])
    imp = c.days(-c.ri(40, 1000 if kind == "ilr" else 3650))
    N.add("\nDEVICE\n")
    N.add("Device: " if kind == "ilr" else "Generator: ", model, c.ch(["   SN ", "   Serial no. ", "   S/N: "]), (c.device_sn(kind), "DEVICE"), "\n")
    N.add("Implanted: ", (c.fd(imp, c.ch(["dmy", "my", c.dstyle])), "DATE"), " at ", (c.hospital(c.ch(["local", "tertiary"])), "HOSPITAL"))
    if c.p(0.6):
        N.add(" by Dr ", (c.clinician("ep").name(c.ch(["last", "full"])), "DOCTOR"))
    N.add("\n")
    if kind != "ilr":
        leads = [("RA", "A"), ("RV", "V")] if kind in ("ppm", "icd") and c.p(0.7) else [("RV", "V")]
        if kind == "crt":
            leads = [("RA", "A"), ("RV", "V"), ("LV", "LV")]
        for pos, _x in leads:
            N.add(pos, " lead: ", c.ch(clin.LEADS), "  SN ", (c.device_sn("lead"), "DEVICE"))
            if c.p(0.3):
                N.add("  (", (c.fd(imp, "y"), "DATE"), ")")
            N.add("\n")
    ind = {"ppm": ["Complete heart block", "Sick sinus syndrome", "Mobitz II AV block", "AF with slow ventricular response"],
           "icd": ["Secondary prevention (VF arrest)", "Primary prevention, ischaemic cardiomyopathy EF %d%%" % c.ri(20, 35), "HCM, high risk"],
           "crt": ["HFrEF, LBBB QRS %d ms, EF %d%%" % (c.ri(150, 190), c.ri(20, 33))], "ilr": ["Unexplained syncope", "Cryptogenic stroke - AF detection"]}[kind]
    N.add("Indication: ", c.ch(ind), "\n\n")
    if kind == "ilr":
        N.add("FINDINGS\nBattery: OK. R-wave sensing %.2f mV.\n" % c.uf(0.2, 1.2, 2))
        N.add("Episodes since last review: ", c.ch(["none", "2 patient-activated (sinus rhythm)", "1 pause 6.2 s at 03:14 (sinus arrest)",
                                                     "AF detected - %d episodes, longest %d h" % (c.ri(1, 9), c.ri(1, 20))]), "\n")
    else:
        N.add("FINDINGS\n")
        N.add("Mode: ", c.ch(["DDD 60-130", "DDDR 60-130", "VVIR 50", "VVI 40", "DDD 50 (AAI<=>DDD)"]) if kind != "crt" else "DDD-CRT 60",
              "   Battery: %.2f V, %s longevity %.1f years\n" % (c.uf(2.8, 3.2, 2), c.ch(["est.", "remaining"]), c.uf(0.5, 12.0)))
        N.add("%-6s %-12s %-14s %-18s\n" % ("Lead", "Sensing", "Impedance", "Threshold"))
        rows = ["RA", "RV"] + (["LV"] if kind == "crt" else [])
        for r in rows:
            N.add("%-6s %-12s %-14s %-18s\n" % (r, "%.1f mV" % (c.uf(0.8, 4.5) if r == "RA" else c.uf(5, 20)), "%d ohm" % c.ri(320, 1100),
                                             "%.2f V @ 0.4 ms" % c.uf(0.4, 1.75, 2)))
        if kind in ("icd", "crt"):
            N.add("HV impedance: %d ohm\n" % c.ri(45, 90))
        N.add("Pacing: AP %d%%  VP %d%%" % (c.ri(0, 90), c.ri(1, 100)), "   AT/AF burden: %.1f%%\n" % c.uf(0, 30))
        N.add("Episodes: ", c.ch(["No arrhythmia episodes recorded", "Mode switch x%d (longest %d min)" % (c.ri(1, 20), c.ri(2, 600)),
                                   "NSVT x%d, longest %d beats" % (c.ri(1, 6), c.ri(4, 18)),
                                   "VT x1 at %d bpm terminated by ATP" % c.ri(170, 220), "VF x1 - 35 J shock, successful"]), ".\n")
        N.add("Underlying rhythm: ", c.ch(["SR %d bpm" % c.ri(50, 80), "CHB, escape %d bpm" % c.ri(20, 40), "pacing dependent", "AF"]), "\n")
        N.add("Changes: ", c.ch(["None", "Lower rate reduced to 50 bpm", "AV delay optimised", "VT zone programmed 171-200 bpm",
                                 "MVP mode enabled"]), "\n")
    if c.p(0.5):
        N.add("Wound: ", c.ch(["well healed", "healed, no erosion", "slight erythema - swab taken"]), ". ")
    if c.p(0.5):
        N.add("Patient reports ", c.ch(["no symptoms", "occasional palpitations", "feels much better, walking %d miles" % c.ri(1, 6)]), ". ")
    if c.p(0.45):
        fam = c.family(pt)
        N.add("Spoke by phone with " if remote else "Attended with ", pt.his(), " ", fam.rel, " ", (fam.name("first"), "FAMILY"), ". ")
    N.add("\n\nPLAN\n")
    N.add("- Remote monitoring every %d months; next scheduled transmission " % c.ch([3, 3, 6]), (c.fd(c.days(c.ri(80, 180))), "DATE"), "\n")
    N.add("- In-clinic review in %d months\n" % c.ch([6, 12, 12]))
    if c.p(0.35):
        N.add("- Monitoring app login: ", c.ch(["user ", "username "]),
              ((pt.first[0] + pt.last.replace("'", "").replace(" ", "")).lower() + str(c.ri(10, 99)), "USERNAME"), "\n")
    if kind in ("icd", "crt") and c.p(0.5):
        N.add("- ")
        driving(N, c, pt, "icd")
        N.add("\n")
    N.add("- Device clinic direct line ", (c.phone(), "PHONE"), c.ch([" (weekdays 09:00-16:30)", "", ""]), "\n\n")
    N.add("Checked by: ", (phy.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", phy.role, (", " + phy.cred) if phy.cred else "")
    N.add("\n")
    if phy.lic and c.p(0.5):
        N.add(phy.lic.rsplit(" ", 1)[0], " registration ", (phy.lic.rsplit(" ", 1)[1], "LICENSE"), "\n")
    if c.p(0.5):
        N.add("Reviewed: Dr ", (ep.name(c.ch(["full", "last"])), "DOCTOR"), ", ", ep.role, "\n")
    return N


def obs_table(N, c, sick):
    N.add("%-6s %-5s %-9s %-4s %-5s %-5s %-6s\n" % ("Time", "HR", "BP", "RR", "SpO2", "Temp", "NEWS2"))
    for h in sorted(c.sample(range(0, 24, 2), c.ri(2, 4))):
        N.add("%-6s %-5d %-9s %-4d %-5s %-5.1f %-6d\n" % ("%02d:00" % h, c.ri(55, 120 if sick else 95), "%d/%d" % (c.ri(90, 160), c.ri(50, 90)),
                                                          c.ri(12, 26 if sick else 20), "%d%%" % c.ri(89, 99), c.uf(36.0, 38.2), c.ri(0, 6 if sick else 3)))


def ccu_progress(c):
    N = Note()
    pt = c.patient()
    k, sc = clin.scen_pick(c, ["stemi_inf", "stemi_ant", "nstemi", "chb", "vt", "hfref", "peri", "af"])
    hosp = c.hospital(c.ch(["local", "tertiary"]))
    cons, reg, sho, nurse = c.clinician("cons"), c.clinician("reg"), c.clinician("sho"), c.clinician("staffnurse")
    unit = c.ch(["CCU", "Coronary Care Unit", "Cardiac HDU"])
    N.add((hosp, "HOSPITAL"), " - ", unit, " Progress Notes\n")
    N.add((pt.name(c.ch(["LF", "Lf", "full"])), "PATIENT"), "   ", (str(pt.age), "AGE"), c.ch(["y ", " yo ", "yrs "]), pt.sex,
          "   ", c.ch(["Hosp No ", "MRN "]), (c.hosp_no(), "MRN"), "   Bed ", (str(c.ri(1, 12)), "LOCATION_OTHER"), "\n")
    adm = c.days(-c.ri(1, 5))
    N.add("Admitted ", (c.fd(adm, c.ch(["dmy", "dm", c.dstyle])), "DATE"), " with ", sc["dx"], "\n")
    fam = c.family(pt)
    fam_ph, bleep, wt0 = c.phone(mobile=True), c.digits(4), c.uf(52, 118)
    days = c.ri(1, 3)
    for d in range(days):
        day = c.days(d - days + 1)
        sick = d == 0 and c.p(0.5)
        N.add("\n", "-" * 48, "\n")
        N.add((c.fd(day, c.ch(["wds", "dmy", c.dstyle])), "DATE"), " %02d:%02d  " % (c.ri(7, 11), c.ri(0, 59)))
        N.add(c.ch(["Consultant ward round", "WR", "Ward round", "SpR review"]), " (")
        if c.p(0.6):
            title_name(N, cons, c.ch(["last", "fl"]))
            N.add(" / ")
        N.add("Dr ", (reg.name(c.ch(["last", "fl"])), "DOCTOR"), ")\n")
        N.add("Day %d of admission" % ((day - adm).days + 1))
        if k.startswith("stemi") or k == "nstemi":
            N.add(", day %d post PCI" % max(0, (day - adm).days))
        N.add("\n")
        N.add("S: ", c.ch(["Comfortable overnight, no further chest pain.", "Slept poorly; one episode of chest tightness at 03:00 relieved by GTN.",
                           "Breathing easier, orthopnoea improved.", "Reports palpitations overnight.", "Pain-free, mobilising to toilet."]), "\n")
        N.add("O: ", clin.vitals_line(c, sick), "\n")
        obs_table(N, c, sick)
        tel = {"af": ["AF %d-%d bpm" % (c.ri(80, 100), c.ri(110, 150)), "AF, rate now controlled 70-90 bpm"],
               "chb": ["intermittent CHB, temp wire capturing at 0.8 mA", "CHB, escape 38 bpm, no pauses >3 s"],
               "vt": ["runs of NSVT (max 7 beats)", "no further VT since amiodarone load"],
               "stemi_inf": ["accelerated idioventricular rhythm overnight", "SR, no events"],
               "stemi_ant": ["runs of NSVT (max %d beats)" % c.ri(4, 12), "SR, no events"]}.get(k, ["SR, no events", "SR with occasional VEs"])
        N.add("Telemetry: ", c.ch(tel), "\n")
        N.add("Fluid balance: in %d mL / out %d mL; weight %.1f kg (%s)\n" % (c.ri(800, 2400), c.ri(900, 4000), wt0 - d * 0.6,
                                                                              c.ch(["-0.8 kg", "+0.4 kg", "-1.6 kg", "unchanged"])))
        N.add("Exam: ", clin.exam_line(c, k), "\n")
        N.add("Bloods: ", clin.bloods_inline(c, c.ri(2, 4)), "\n")
        if c.p(0.5):
            N.add("Lab accession ", (c.accession(c.ch(["CH", "H", "BIO"])), "IDNUM"), "\n")
        N.add("A: ", cap(sc["dx"]), c.ch([" - stable", " - improving", ", complicated by AKI (Cr peak %d)" % c.ri(130, 220), " - ongoing"]), "\n")
        N.add("P:\n")
        pool = ["Continue current treatment", "Repeat ECG and troponin", "Replace K+ to >4.0, Mg2+ to >1.0", "Echo today",
                "Mobilise with physio", "Check TFTs", "Start bisoprolol 1.25 mg OD"]
        if d == days - 1:
            pool.append("Step down to %s today" % c.ch(P.WARDS))
        if k in ("stemi_inf", "stemi_ant", "nstemi"):
            pool += ["Remove femoral sheath", "Cardiac rehab referral", "Continue DAPT"]
        if k in ("af", "vt", "chb"):
            pool += ["Discuss with EP re ablation" if k != "chb" else "PPM list tomorrow - NBM from midnight"]
        if k in ("hfref", "stemi_ant"):
            pool += ["IV furosemide 40 mg BD, daily weights, strict fluid balance"]
        for item in c.sample(pool, c.ri(2, 5)):
            if item.startswith("Step down to "):
                N.add("- Step down to ", (item[13:-6], "HOSPITAL"), " today\n")
            else:
                N.add("- ", item, "\n")
        if d == days - 1 or c.p(0.3):
            o1, o2 = c.ch([(" updated by phone (", ")"), (" visited and updated; contact ", "")])
            N.add("Family: ", fam.rel, " ", (fam.name(c.ch(["first", "full"])), "FAMILY"), o1, (fam_ph, "PHONE"), o2, ".\n")
        N.add("Signed: Dr ", (sho.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", sho.role, ", bleep ", (bleep, "PHONE"), "\n")
    if c.p(0.4):
        N.add("\nNursing note (", (c.fd(c.ref, "dm"), "DATE"), " %02d:%02d): " % (c.ri(19, 23), c.ri(0, 59)))
        N.add("Pt ", (pt.name(c.ch(["init", "init2", "last"])), "PATIENT"), " settled. ", c.ch(["Property: wallet and phone with ", "Belongings taken home by ", "Valuables handed to "]), fam.rel, " ",
              (fam.name("first"), "FAMILY"), ". ")
        if c.p(0.5):
            N.add("Car (reg ", (c.vehicle(), "VEHICLE"), ") left in visitor car park - security informed. ")
        N.add((nurse.name(c.ch(["full", "fk"])), "DOCTOR"), ", ", nurse.role, "\n")
    return N
