"""Genre 7: implanted-device, home-monitoring and infusion-pump reports."""
import datetime as dt

import pools as P
import values as V
from common import mrn_label, times, licence_label, comment_sentences
from markup import m, ljust, row

GENRE = "device_monitoring_report"


def _pt_lines(c):
    r = c.r
    return ["Patient: %s    DOB: %s (%s)    %s: %s" % (c.P(r.choice(["Last, First", "LAST, FIRST M", "First Last"])), c.dob_s(), c.age_s(r.choice(["{a} y", "{a}y", "{a} yrs", "{a}"])), mrn_label(c), m("MRN", c.mrn)),
            "Phone: %s    Address: %s" % (m("PHONE", r.choice([c.phone, c.mobile])), c.addr.lines())]


def cied(c):
    r = c.r
    d = c.day(0)
    kind = r.choice(["pacemaker", "icd", "icd", "pacemaker", "loop"])
    model = r.choice(P.DEVICE_MODELS[kind])
    implant = c.day(-r.randint(200, 4000))
    tech, md = c.next_staff(), c.next_staff()
    remote = r.random() < 0.6
    L = ["%s - %s" % ("REMOTE TRANSMISSION REPORT" if remote else "IN-CLINIC DEVICE INTERROGATION", m("HOSPITAL", c.clinic)),
         "Report date: %s   %s" % (c.D(d), ("Transmission ID %s received %s %s" % (m("IDNUM", "TX" + V.digits(r, 9)), c.D(d), times(r))) if remote else "Session %s" % times(r))] + _pt_lines(c) + [""]
    L.append("DEVICE")
    L.append("  Model: %s    Serial: %s" % (model, m("DEVICE", V.serial(r))))
    L.append("  Implanted: %s at %s by Dr %s" % (c.D(implant), m("HOSPITAL", c.hosp), c.S(c.next_staff(), r.choice(["Last", "First Last", "F. Last"]))))
    if kind != "loop":
        for ch in r.sample(["RA", "RV", "LV"], r.randint(1, 2)):
            L.append("  Lead %s: %s  SN %s  implanted %s" % (ch, r.choice(P.DEVICE_MODELS["lead"]), m("DEVICE", V.serial(r)), c.D(implant if r.random() < 0.7 else c.day(-r.randint(4000, 6000)))))
    if remote:
        L.append("  Transmitter: bedside monitor SN %s, last connected %s, firmware 4.%d.%d" % (m("DEVICE", V.serial(r)), c.D(c.day(-r.randint(0, 2))), r.randint(0, 9), r.randint(0, 30)))
    L.append("")
    L.append("BATTERY / MEASUREMENTS")
    L.append("  Battery %.2f V, longevity %d years (RRT not reached). Charge time %.1f s." % (r.uniform(2.75, 3.1), r.randint(2, 12), r.uniform(6, 11)))
    widths = [8, 14, 12, 14, 12]
    L.append(row(["  Lead", "Sensing mV", "Imp ohm", "Threshold", "Pacing %"], widths))
    for ch in ["RA", "RV"] + (["LV"] if r.random() < 0.3 else []):
        L.append(row(["  " + ch, "%.1f" % r.uniform(1.5, 15), str(r.randint(350, 900)), "%.2f V @ 0.4 ms" % r.uniform(0.5, 1.5), "%d%%" % r.randint(0, 99)], widths))
    L.append("")
    L.append("EPISODES SINCE LAST FOLLOW-UP (%s)" % c.D(c.day(-r.randint(80, 100))))
    for i in range(r.randint(2, 5)):
        e = c.day(-r.randint(1, 80))
        L.append("  %s %s  %s  duration %s  %s" % (c.D(e), times(r), r.choice(["AT/AF", "VT-NS", "SVT", "VF - shock delivered 35 J", "High ventricular rate"]),
                                                  r.choice(["00:00:14", "00:03:12", "02:41:09", "8 beats"]), r.choice(["EGM reviewed", "appropriate", "oversensing?"])))
    L.append("")
    L.append("PROGRAMMED: mode %s, lower rate %d bpm, AV delay %d ms. No changes made." % (r.choice(["DDDR", "VVIR", "DDD", "AAIR<=>DDDR"]), r.choice([50, 60, 70]), r.choice([150, 180, 200])))
    L.append("ASSESSMENT: %s" % r.choice(["Normal device function. AF burden 3.2%; on apixaban.", "Appropriate ATP for VT. Discussed with EP.", "Stable; LeadGuard lead-noise alert reviewed - no action."]))
    L.append("")
    L.append("Patient contacted by %s on %s at %s (spoke with %s, %s)." % (c.S(tech, "First Last"), c.D(d), m("PHONE", c.mobile), c.F(0, r.choice(["First", "First Last"])), c.rels[0]))
    L.append("Next remote: %s   Next in-clinic: %s" % (c.D(c.day(r.randint(85, 95))), c.D(c.day(r.randint(170, 190)), "Mon y")))
    L.append("Technician: %s, %s   Reviewed/signed: Dr %s (%s %s) %s" % (c.S(tech, "First Last"), r.choice(["CCDS", "IBHRE CDRS", "cardiac physiologist"]), c.S(md, "First Last"), licence_label(c), m("LICENSE", c.lic(md)), c.D(c.day(r.randint(0, 3)))))
    L.append("Device clinic line %s  fax %s  %s  CPT 93294/93296" % (c.ph(), c.fx(), m("EMAIL", "deviceclinic@" + r.choice(["example.org", "example.com"]))))
    return "\n".join(L)


def home_monitor(c):
    r = c.r
    d = c.day(0)
    nurse = c.next_staff()
    kit = r.choice([("bp", "BP (mmHg)"), ("scale", "Weight (kg)")])
    L = ["REMOTE PATIENT MONITORING - WEEKLY SUMMARY", "Programme: %s   Provider: %s" % (r.choice(["Heart failure RPM", "Hypertension telehealth", "COPD virtual ward"]), m("HOSPITAL", c.clinic))] + _pt_lines(c)
    L.append("Enrolled %s   Hub SN %s   Cuff SN %s   Scale SN %s   SIM %s" % (c.D(c.day(-r.randint(20, 400))), m("DEVICE", V.serial(r)), m("DEVICE", V.serial(r)), m("DEVICE", V.serial(r)), m("DEVICE", "8961" + V.digits(r, 15))))
    L.append("Models: %s / %s (firmware 2.%d.%d)" % (r.choice(P.DEVICE_MODELS["bp"]), r.choice(P.DEVICE_MODELS["scale"]), r.randint(0, 9), r.randint(0, 40)))
    L.append("")
    widths = [16, 8, 12, 9, 9, 16]
    L.append(row(["Date", "Time", "BP", "HR", "Wt kg", "SpO2 / notes"], widths))
    w = r.uniform(55, 120)
    ds = r.choice([V.wd_style(c.loc), "wd d Mon", c.dstyle])
    for k in range(-r.randint(7, 10), 1):
        w += r.uniform(-0.6, 0.9)
        L.append(row([m("DATE", V.fmt_date(c.day(k), ds)), times(r), "%d/%d" % (r.randint(95, 175), r.randint(55, 100)), str(r.randint(52, 115)), "%.1f" % w,
                      r.choice(["96%", "94%", "93% - SOB on stairs", "97%", "no reading", "95% - ankles swollen"])], widths))
    L.append("")
    L.append("ALERTS: weight gain %.1f kg in 48 h (threshold 2.0) on %s; BP above limit on %s." % (r.uniform(1.5, 3.2), c.D(c.day(-r.randint(0, 3))), c.D(c.day(-r.randint(0, 6)))))
    L.append("Call log: %s %s - %s rang %s, %s; advised extra furosemide 40 mg per HF action plan, Dr %s informed." % (
        c.D(d), times(r), c.S(nurse, "First Last"), m("PHONE", c.mobile), r.choice(["patient well", "spoke to " + c.rels[0] + " " + c.F(0, "First"), "no answer, voicemail left"]),
        c.S(c.next_staff(), "Last")))
    for s in comment_sentences(c, 1):
        L.append("Note: " + s)
    L.append("Data portal: %s   Support desk %s   Case %s" % (m("URL", V.url(r, "rpm")), c.ph(), m("IDNUM", V.idnum(r, "RPM"))))
    L.append("Prepared by %s, %s (%s) - %s" % (c.S(nurse, "F. Last"), r.choice(["RN", "CNC", "HF nurse"]), m("USERNAME", c.user(nurse)), c.D(d)))
    return "\n".join(L)


def pump_log(c):
    r = c.r
    d = c.day(0)
    nurses = [c.next_staff() for _ in range(3)]
    room = "%d%02d" % (r.randint(1, 9), r.randint(1, 40))
    model = r.choice(P.DEVICE_MODELS["infusion"])
    L = ["INFUSION PUMP EVENT LOG  (%s)" % model,
         "Pump SN %s   Asset tag %s   Drug library v%d.%d (%s)   Gateway %s" % (m("DEVICE", V.serial(r)), m("DEVICE", "BME-%06d" % r.randint(0, 999999)), r.randint(10, 40), r.randint(0, 9),
                                                                            r.choice(["ICU", "Adult General", "Oncology"]), m("IPADDR", V.ip(r))),
         "Location %s room %s bed %s   Downloaded %s by %s" % (m("HOSPITAL", c.ward), m("LOCATION_OTHER", room), m("LOCATION_OTHER", str(r.randint(1, 4))), c.D(c.day(r.randint(0, 2))), m("USERNAME", c.user(c.next_staff()))),
         "Patient scanned: %s  %s  (wristband %s)" % (c.P(r.choice(["LAST, FIRST", "Last, First", "LAST FIRST"])), m("MRN", c.mrn), m("ACCOUNT", c.acct)), ""]
    widths = [22, 4, 34, 14]
    L.append(row(["Timestamp", "Ch", "Event", "User"], widths))
    cur = dt.datetime(d.year, d.month, d.day, r.randint(0, 10), r.randint(0, 59), 0)
    drug = r.choice(["heparin 25,000 units/250 mL", "vancomycin 1.25 g/250 mL", "0.9% NaCl 1000 mL", "noradrenaline 4 mg/50 mL", "insulin 50 units/50 mL", "morphine PCA 1 mg/mL"])
    evs = ["START %s @ %d mL/h" % (drug, r.randint(5, 125)), "RATE CHANGE -> %d mL/h (titration)" % r.randint(5, 125), "ALARM occlusion downstream", "ALARM air-in-line",
           "SILENCE", "RESUME", "BOLUS %d mL" % r.randint(1, 10), "VTBI reached - KVO 2 mL/h", "PAUSE (patient to CT)", "GUARDRAIL soft limit override", "SECONDARY START ondansetron 4 mg"]
    style = r.choice(["iso", "dmy", "mdy", "d-Mon-y"])
    for i in range(r.randint(14, 20)):
        cur += dt.timedelta(minutes=r.randint(3, 120), seconds=r.randint(0, 59))
        u = r.choice(nurses)
        L.append(row(["%s %02d:%02d:%02d" % (m("DATE", V.fmt_date(cur.date(), style)), cur.hour, cur.minute, cur.second), r.choice("AB"), r.choice(evs),
                      m("USERNAME", c.user(u)) if r.random() < 0.7 else m("DOCTOR", u.initials())], widths))
    L.append("")
    L.append("Users: " + "; ".join("%s = %s" % (m("USERNAME", c.user(u)), c.S(u, "First Last")) for u in nurses))
    L.append("Biomed ticket %s: %s (tech %s, ext %s)" % (m("IDNUM", V.idnum(r, "BM")), r.choice(["occlusion alarms x3 - pump swapped", "battery fault", "no fault found"]),
                                                      c.S(c.next_staff(), "F. Last"), m("PHONE", str(r.randint(1000, 9999)))))
    L.append("Event review for incident %s requested by %s, %s." % (m("IDNUM", V.idnum(r, "IR")), c.S(c.next_staff(), "First Last"), c.D(c.day(r.randint(1, 5)))))
    return "\n".join(L)


def cpap(c):
    r = c.r
    d = c.day(0)
    dme = r.choice(["Restwell Home Medical", "Sleepline Respiratory Supplies", "Pacific Home Oxygen", "AirCare Equipment Ltd"])
    L = ["CPAP COMPLIANCE REPORT  %s to %s" % (c.D(c.day(-29)), c.D(d))] + _pt_lines(c)
    L.append("Device: %s   SN %s   Modem %s   Humidifier SN %s" % (r.choice(P.DEVICE_MODELS["cpap"]), m("DEVICE", V.serial(r)), m("DEVICE", V.serial(r)), m("DEVICE", V.serial(r))))
    L.append("Supplier: %s, %s   Account %s" % (m("ORGANIZATION", dme), c.ph(), m("ACCOUNT", V.account(r))))
    L.append("Sleep physician: Dr %s, %s   Sleep study %s (AHI %d/h)" % (c.S(c.next_staff(), "First Last"), m("HOSPITAL", r.choice(P.HOSPITALS[c.loc])), c.D(c.day(-r.randint(60, 800))), r.randint(15, 70)))
    L.append("Insurance: %s  member %s" % (m("ORGANIZATION", c.insurer), m("HEALTHPLAN", c.member)))
    L.append("")
    L.append("Usage days >= 4 h: %d/30 (%d%%)   Avg use %.1f h   Median pressure %.1f cmH2O   AHI %.1f   Leak 95th %d L/min" % (
        r.randint(10, 30), r.randint(40, 99), r.uniform(2.5, 8), r.uniform(6, 14), r.uniform(0.5, 12), r.randint(5, 40)))
    widths = [16, 10, 10, 8, 10]
    L.append(row(["Date", "Usage", "AHI", "Leak", "Pressure"], widths))
    ds = r.choice([V.short_style(c.loc), V.short_style(c.loc), "d Mon", V.wd_style(c.loc), c.dstyle])
    for k in range(-r.randint(12, 16), 1):
        L.append(row([m("DATE", V.fmt_date(c.day(k), ds)), "%d:%02d" % (r.randint(0, 9), r.randint(0, 59)), "%.1f" % r.uniform(0.2, 15), str(r.randint(2, 45)), "%.1f" % r.uniform(5, 15)], widths))
    L.append("")
    L.append("Mask: %s, size M, replaced %s." % (r.choice(["full face", "nasal pillows", "nasal"]), c.D(c.day(-r.randint(20, 200)))))
    L.append("Note: %s" % r.choice(comment_sentences(c, 1)))
    L.append("Report prepared by %s (%s) for %s; faxed %s to %s." % (c.S(c.next_staff(), "First Last"), r.choice(["RRT", "RPSGT", "sleep technologist"]), m("HOSPITAL", c.clinic), c.D(d), c.fx()))
    return "\n".join(L)


def cgm(c):
    r = c.r
    d = c.day(0)
    L = ["CGM / INSULIN PUMP DOWNLOAD - %s" % m("HOSPITAL", c.clinic)] + _pt_lines(c)
    L.append("Sensor: %s  transmitter SN %s   Pump: %s  SN %s   Reader/phone app ID %s" % (r.choice(P.DEVICE_MODELS["cgm"]), m("DEVICE", V.serial(r)), r.choice(P.DEVICE_MODELS["insulin"]),
                                                                                         m("DEVICE", V.serial(r)), m("DEVICE", V.serial(r))))
    L.append("Account: %s   Cloud: %s   Uploaded %s %s from %s" % (m("EMAIL", c.email), m("URL", V.url(r, "cgm")), c.D(d), times(r), m("IPADDR", V.ip(r))))
    L.append("")
    L.append("14-DAY SUMMARY (%s - %s)" % (c.D(c.day(-13)), c.D(d)))
    L.append("  Time in range 3.9-10.0 mmol/L: %d%%   Above: %d%%   Below: %d%%   GMI %.1f%%   CV %d%%   Sensor wear %d%%" % (
        r.randint(35, 85), r.randint(5, 50), r.randint(0, 8), r.uniform(6, 9.5), r.randint(25, 45), r.randint(70, 99)))
    widths = [16, 10, 10, 10, 10, 12]
    L.append(row(["Day", "Mean", "TIR %", "Bolus u", "Basal u", "Carbs g"], widths))
    ds = r.choice([V.wd_style(c.loc), "d Mon", c.dstyle])
    for k in range(-r.randint(8, 12), 1):
        L.append(row([m("DATE", V.fmt_date(c.day(k), ds)), "%.1f" % r.uniform(5, 14), str(r.randint(30, 95)), "%.1f" % r.uniform(10, 40), "%.1f" % r.uniform(12, 30), str(r.randint(90, 260))], widths))
    L.append("")
    L.append("Events: hypo 2.9 mmol/L %s 03:10 (suspend before low); occlusion alarm %s; site change every 3 days." % (c.D(c.day(-r.randint(1, 10))), c.D(c.day(-r.randint(1, 10)))))
    L.append("Reviewed by %s (%s) with %s%s via video %s. Carer %s (%s) present." % (c.S(c.next_staff(), "First Last"), r.choice(["CDE", "diabetes educator", "endocrinologist"]), c.title(), c.P("Last"), c.D(d),
                                                                               c.F(0), c.rels[0]))
    L.append("Plan: ICR 1:10 -> 1:8 at breakfast; basal 0.85 u/h 03:00-07:00. Next download %s. CPT 95251." % c.D(c.day(r.randint(14, 30))))
    return "\n".join(L)


LAYOUTS = [("cied_interrogation", cied), ("home_monitoring_summary", home_monitor), ("infusion_pump_log", pump_log),
           ("cpap_compliance", cpap), ("cgm_pump_download", cgm)]
