"""Genre 7: device interrogation and telemetry reports (pacemaker/ICD/CGM/pump with serials)."""
import datetime as dt

import pools
import values as V
import comments as C
from markers import m, ljust

LAYOUTS = ["pacemaker", "icd", "cgm-agp", "insulin-pump", "mobile-telemetry"]


def make_case(rng, loc, layout):
    if layout in ("cgm-agp", "insulin-pump") and rng.random() < 0.35:
        return V.Case(rng, loc, pediatric=True)
    if layout in ("pacemaker", "icd"):
        return V.Case(rng, loc, min_age=35)
    return V.Case(rng, loc)


def pt_block(ctx, L):
    rng = ctx.rng
    L.append("Patient: %s    DOB: %s    Age: %s    Sex: %s" % (ctx.ptname(rng.choice(["L,F", "l,f", "fl"])), ctx.D(ctx.pt.dob),
                                                             ctx.A(rng.choice(["num", "y", "years"])), ctx.sex))
    L.append("MRN: %s    %s: %s    Phone: %s" % (m("MRN", ctx.mrn), ctx.natplan_label(), m("HEALTHPLAN", ctx.natplan),
                                                  m("PHONE", ctx.phone_mobile)))


def cardiac(ctx, icd):
    rng = ctx.rng
    L = []
    kind = "icd" if icd else "pacemaker"
    maker, model, mcode = rng.choice(pools.DEVICE_MODELS[kind])
    remote = rng.random() < 0.5
    L.append("%s - %s" % (m("HOSPITAL", rng.choice([ctx.hosp, ctx.clinic])), rng.choice(["DEVICE CLINIC", "CARDIAC RHYTHM MANAGEMENT",
                                                                                          "PACING & ICD SERVICE"])))
    L.append(("Remote transmission" if remote else "In-clinic interrogation") + " report - " + ("ICD" if icd else "Pacemaker"))
    L.append("Session: %s    Transmission ID: %s" % (ctx.DT(ctx.enc), m("IDNUM", V.digits(rng, 10))))
    pt_block(ctx, L)
    imp = ctx.day(-rng.randint(200, 3000))
    L.append("Implanting physician: %s    Implant date: %s    Implant site: %s" % (
        ctx.doc(ctx.staff["physician"][1], rng.choice(["fl", "l"])), ctx.D(imp), m("HOSPITAL", ctx.hosp2)))
    L.append("Following physician: %s    Referring: %s" % (ctx.doc(ctx.attending, "fl"), ctx.doc(ctx.staff["physician"][3], "fl")))
    L.append("")
    L.append("DEVICE")
    L.append("  Generator : %s %s  Model %s  Serial %s" % (maker, model, mcode, m("DEVICE", V.device_serial(rng, "pacemaker"))))
    leads = ["RA", "RV"] if "VR" not in model and "Micra" not in model else (["RV"] if "VR" in model else [])
    for ch in leads:
        lm = rng.choice([x for x in pools.DEVICE_MODELS["lead"] if x[0] == maker] or pools.DEVICE_MODELS["lead"])
        L.append("  %s lead   : %s %s %s-%dcm  SN %s  implanted %s" % (ch, lm[0], lm[1], lm[2], rng.choice([45, 52, 58, 65]),
                                                                     m("DEVICE", V.device_serial(rng, "lead")), ctx.D(imp)))
    L.append("  MRI conditional: %s    Magnet rate: %s" % (rng.choice(["Yes", "Yes (full system)", "No - abandoned lead"]),
                                                          rng.choice(["85 ppm", "100 ppm", "N/A"])))
    L.append("")
    L.append("BATTERY  %.2f V   Longevity %.1f years (range %.1f-%.1f)   %s" % (
        rng.uniform(2.6, 3.2), rng.uniform(0.5, 12), 0.2, 13.5, rng.choice(["RRT not reached", "ERI reached", "OK"])))
    if icd:
        L.append("Charge time %.1f s (last charge %s)" % (rng.uniform(6, 12), ctx.D(ctx.day(-rng.randint(10, 300)))))
    L.append("")
    L.append(ljust("Lead", 8) + ljust("Sensing", 12) + ljust("Impedance", 13) + ljust("Threshold", 20) + "Polarity")
    for ch in leads or ["RV"]:
        L.append(ljust(ch, 8) + ljust("%.1f mV" % rng.uniform(0.8 if ch == "RA" else 4, 4 if ch == "RA" else 20), 12) +
                 ljust("%d ohms" % rng.randint(300, 1100), 13) + ljust("%.2f V @ 0.40 ms" % rng.uniform(0.375, 2.0), 20) + "Bipolar")
    if icd:
        L.append(ljust("HV", 8) + ljust("-", 12) + ljust("%d ohms" % rng.randint(30, 90), 13) + ljust("-", 20) + "RV coil-Can")
    L.append("")
    L.append("PROGRAMMED: Mode %s  LR %d bpm  UTR %d bpm  PAV/SAV %d/%d ms%s" % (
        rng.choice(["DDDR", "DDD", "AAI<=>DDD", "VVIR"]), rng.choice([50, 60, 70]), rng.choice([120, 130, 140]), 180, 150,
        ("  VF >%d bpm 35J x6, VT %d-%d ATP x3 + shocks" % (rng.choice([200, 214, 231]), 171, 200)) if icd else ""))
    L.append("PACING: AP %d%%  VP %.1f%%   AT/AF burden %.1f%%" % (rng.randint(0, 99), rng.uniform(0, 99), rng.uniform(0, 12)))
    L.append("")
    last = ctx.day(-rng.randint(60, 200))
    L.append("EPISODES since last session (%s):" % ctx.D(last))
    for k in range(rng.randint(2, 5)):
        d = last + dt.timedelta(days=rng.randint(1, max(2, (ctx.enc - last).days - 1)))
        typ = rng.choice(["AT/AF", "VHR", "NSVT", "Mode switch"] + (["VT - ATP successful", "VF - shock 35J delivered"] if icd else []))
        L.append("  #%d  %s %s  %-26s duration %s  max V rate %d bpm" % (
            rng.randint(1, 60), ctx.D(d), V.rand_time(rng), typ, "00:%02d:%02d" % (rng.randint(0, 59), rng.randint(0, 59)), rng.randint(140, 260)))
    L.append("")
    L.append("Comments:")
    for c in C.comments(ctx, "device", rng.randint(2, 3)):
        L.append("  " + c)
    tech = rng.choice(ctx.staff["tech"])
    L.append("")
    L.append("Next remote: %s    Next in-clinic: %s" % (ctx.D(ctx.day(rng.randint(80, 100))), ctx.D(ctx.day(rng.randint(170, 370)))))
    L.append("Interrogated by %s %s (%s); reviewed and signed by %s on %s" % (
        V.nm(tech, "DOCTOR", rng.choice(["fl", "f.l"])), tech.cred, m("USERNAME", tech.username), ctx.doc(ctx.attending, "fl"),
        ctx.D(ctx.day(rng.randint(0, 3)))))
    L.append("Bedside monitor: %s, serial %s; portal %s" % (
        rng.choice(["MyCareLink Smart", "LATITUDE Communicator", "myMerlinPulse app", "CardioMessenger Smart"]),
        m("DEVICE", V.device_serial(rng, "monitor")), m("URL", ctx.url("device"))))
    L.append("Billing: CPT %s, %s" % (rng.choice(["93280", "93283", "93296", "93294"]), rng.choice(["I49.5", "I44.2", "Z95.0", "Z95.810", "I47.2"])))
    return L


def cgm(ctx):
    rng = ctx.rng
    si = ctx.loc != "US"
    maker, model = rng.choice(pools.DEVICE_MODELS["cgm"])
    L = ["AMBULATORY GLUCOSE PROFILE (AGP) REPORT" + " " * 10 + m("HOSPITAL", ctx.clinic)]
    pt_block(ctx, L)
    if ctx.pediatric:
        g = ctx.family[0]
        L.append("Parent/guardian: %s (%s)  %s" % (V.nm(g, "FAMILY", "fl"), g.relation, m("PHONE", g.phone)))
    L.append("Sensor: %s %s    %s: %s    Reader/app device: %s" % (
        maker, model, "Transmitter ID" if maker == "Dexcom" else "Sensor serial", m("DEVICE", V.device_serial(rng, "cgm")),
        m("DEVICE", V.device_serial(rng, "cgm"))))
    start = ctx.day(-14)
    L.append("Reporting period: %s - %s (14 days)    Sensor wear: %.1f%%" % (ctx.D(start), ctx.D(ctx.day(-1)), rng.uniform(70, 99)))
    L.append("")
    mean = rng.uniform(7, 12) if si else rng.uniform(130, 215)
    L.append("Average glucose %s    GMI %.1f%%    CV %.1f%%" % (("%.1f mmol/L" % mean) if si else ("%d mg/dL" % mean),
                                                               rng.uniform(6.2, 9.5), rng.uniform(25, 45)))
    tir = [rng.randint(0, 8), rng.randint(5, 30), rng.randint(40, 85), rng.randint(0, 8), rng.randint(0, 3)]
    labels = (["Very high >13.9", "High 10.1-13.9", "In range 3.9-10.0", "Low 3.0-3.8", "Very low <3.0"] if si else
              ["Very high >250", "High 181-250", "In range 70-180", "Low 54-69", "Very low <54"])
    for lab, v in zip(labels, tir):
        L.append("  %-20s %3d%%" % (lab, v))
    L.append("")
    L.append(ljust("Day", 16) + ljust("Mean", 8) + ljust("Min", 8) + ljust("Max", 8) + ljust("Hypos", 7) + "Notes")
    st = rng.choice(["wd us", "wd short"] if ctx.loc == "US" else ["wd intl", "wd short intl"])
    for k in range(14):
        d = start + dt.timedelta(days=k)
        mn = mean * rng.uniform(0.8, 1.2)
        f = (lambda x: "%.1f" % x) if si else (lambda x: "%d" % x)
        note = ""
        if rng.random() < 0.15:
            note = rng.choice(["sensor change", "exercise - netball", "sick day, ketones 0.4", "compression low overnight",
                               "pump site change", "party"])
        L.append(ljust(m("DATE", V.fdate(d, st)), 16) + ljust(f(mn), 8) + ljust(f(mn * rng.uniform(0.35, 0.7)), 8) +
                 ljust(f(mn * rng.uniform(1.4, 2.0)), 8) + ljust(str(rng.randint(0, 3)), 7) + note)
    L.append("")
    if rng.random() < 0.6:
        pm, pmod = rng.choice(pools.DEVICE_MODELS["pump"])
        L.append("Insulin: %s %s pump, serial %s; basal %.2f U/h; ICR 1:%d; ISF %s" % (
            pm, pmod, m("DEVICE", V.device_serial(rng, "pump")), rng.uniform(0.3, 1.4), rng.randint(6, 15),
            ("%.1f mmol/L" % rng.uniform(1.5, 4)) if si else ("%d mg/dL" % rng.randint(30, 80))))
    else:
        L.append("Insulin: MDI - insulin glargine %d units nocte, insulin lispro ICR 1:%d" % (rng.randint(8, 30), rng.randint(6, 15)))
    L.append("Data shared via clinic account %s (%s)" % (m("URL", ctx.url("device")), m("EMAIL", ctx.email)))
    L.append("Reviewed by %s, diabetes educator, %s; phone review with %s on %s." % (
        ctx.nurse(rng.choice(["fl", "f.l"])), m("HOSPITAL", ctx.clinic),
        ("parent " + V.nm(ctx.family[0], "FAMILY", "f")) if ctx.pediatric else "patient", ctx.D(ctx.enc)))
    for c in C.comments(ctx, "device_dm", 2):
        L.append("Note: " + c)
    return L


def pump(ctx):
    rng = ctx.rng
    si = ctx.loc != "US"
    pm, pmod = rng.choice(pools.DEVICE_MODELS["pump"])
    L = ["INSULIN PUMP DOWNLOAD - %s %s    Serial %s    Firmware %s" % (pm, pmod, m("DEVICE", V.device_serial(rng, "pump")),
                                                                       rng.choice(["7.6.0.1", "4.3", "2.15.1"]))]
    tech = rng.choice(ctx.staff["nurse"])
    L.append("Downloaded %s by %s via %s" % (ctx.DT(ctx.enc), m("USERNAME", tech.username), m("URL", ctx.url("device"))))
    pt_block(ctx, L)
    if ctx.pediatric:
        g = ctx.family[0]
        L.append("School: %s    Parent: %s %s" % (m("ORGANIZATION", rng.choice(["Bramblewood Primary School", "Laurier Elementary",
                                                                                 "Banksia Primary School", "Kettle Creek Middle School"])),
                                                  V.nm(g, "FAMILY", "fl"), m("PHONE", g.phone)))
    L.append("")
    L.append("Basal profile 'Weekday':")
    for t in sorted(rng.sample(["00:00", "03:00", "06:00", "09:00", "12:00", "16:00", "20:00", "22:00"], 4)):
        L.append("  %s  %.3f U/h" % (t, rng.uniform(0.2, 1.6)))
    L.append("Carb ratio 1:%d g   ISF %s   Target %s   Active insulin time %d h" % (
        rng.randint(6, 18), ("%.1f mmol/L" % rng.uniform(1.5, 4)) if si else ("%d mg/dL" % rng.randint(30, 90)),
        "6.0" if si else "110", rng.choice([3, 4, 5])))
    L.append("")
    L.append(ljust("Date", 20) + ljust("TDD", 8) + ljust("Basal%", 8) + ljust("Bolus", 8) + ljust("Carbs", 8) + "Alerts")
    for k in range(rng.randint(9, 12)):
        d = ctx.day(-k - 1)
        L.append(ljust(ctx.D(d, rng.choice(["iso", ctx.dstyle])), 20) + ljust("%.1f" % rng.uniform(15, 60), 8) +
                 ljust("%d" % rng.randint(35, 60), 8) + ljust("%d" % rng.randint(3, 9), 8) + ljust("%d g" % rng.randint(90, 260), 8) +
                 rng.choice(["", "", "Occlusion", "Low reservoir", "CGM signal loss", "Auto-off warning"]))
    L.append("")
    L.append("Previous pump: serial %s, replaced under warranty %s (case %s)" % (
        m("DEVICE", V.device_serial(rng, "pump")), ctx.D(ctx.day(-rng.randint(100, 900))), m("IDNUM", V.ref_no(rng, "WAR"))))
    for c in C.comments(ctx, "device_dm", rng.randint(2, 3)):
        L.append("Comment: " + c)
    L.append("Reviewed: %s    %s" % (ctx.doc(ctx.attending, "fl"), ctx.D(ctx.day(1))))
    return L


def telemetry(ctx):
    rng = ctx.rng
    L = ["MOBILE CARDIAC TELEMETRY - EVENT SUMMARY"]
    L.append("Monitoring centre: %s    Tel %s    Fax %s" % (m("HOSPITAL", ctx.lab), m("PHONE", ctx.hosp_phone), m("FAX", ctx.hosp_fax)))
    pt_block(ctx, L)
    L.append("Monitor serial %s    Patch serial %s    Enrolment %s" % (
        m("DEVICE", V.device_serial(rng, "monitor")), m("DEVICE", V.device_serial(rng, "monitor")), m("IDNUM", V.ref_no(rng, "ENR"))))
    start = ctx.day(-rng.randint(10, 28))
    L.append("Monitoring period: %s to %s    Ordering: %s    Indication: %s" % (
        ctx.D(start), ctx.D(ctx.enc), ctx.doc(ctx.attending, "fl"), rng.choice(["palpitations", "syncope (R55)", "AF burden", "post-ablation"])))
    L.append("")
    L.append(ljust("Date/time", 26) + ljust("Rhythm", 28) + ljust("HR", 6) + ljust("Symptom", 18) + "Action")
    for d in sorted(start + dt.timedelta(days=rng.randint(0, max(1, (ctx.enc - start).days))) for _ in range(rng.randint(10, 15))):
        act = rng.choice(["", "", "reviewed " + V.nm(rng.choice(ctx.staff["tech"]), "DOCTOR", "INI"),
                          "called " + ctx.doc(rng.choice(ctx.staff["physician"]), "l"),
                          "pt phoned " + m("PHONE", ctx.phone_mobile)])
        L.append(ljust(ctx.DT(d, V.rand_time(rng)), 26) + ljust(rng.choice(["Sinus rhythm", "Atrial fibrillation", "SVT", "NSVT 6 beats",
                                                                           "Pause 3.4 s", "2nd degree AV block Mobitz II",
                                                                           "Sinus tachycardia"]), 28) +
                 ljust(str(rng.randint(32, 190)), 6) + ljust(rng.choice(["none", "palpitations", "dizzy", "SOB", "chest pain"]), 18) + act)
    L.append("")
    L.append("Summary: predominant sinus rhythm; %s." % rng.choice(["paroxysmal AF burden 4%", "no significant arrhythmia",
                                                                   "symptomatic pauses up to 3.4 s", "frequent PVCs 8%"]))
    for c in C.comments(ctx, "device", 2):
        L.append("Note: " + c)
    tech = rng.choice(ctx.staff["tech"])
    L.append("Prepared by %s %s; interpreted by %s on %s." % (V.nm(tech, "DOCTOR", "fl"), tech.cred, ctx.doc(ctx.attending, "fl"),
                                                             ctx.D(ctx.day(1))))
    return L


def build(ctx, layout):
    if layout == "pacemaker":
        L = cardiac(ctx, False)
    elif layout == "icd":
        L = cardiac(ctx, True)
    elif layout == "cgm-agp":
        L = cgm(ctx)
    elif layout == "insulin-pump":
        L = pump(ctx)
    else:
        L = telemetry(ctx)
    return "\n".join(L) + "\n"
