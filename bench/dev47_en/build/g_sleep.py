"""Sleep-medicine reports: polysomnography tables, CPAP download summaries, HSAT, consults, MSLT."""
import datetime as dt

import pools as P
from common import (placard_form, plate, vin, instructions, orders, pmh_block, ros, appendix, S, Doc, Ctx, Person, Staff, header, demographics, social, signature, footer, fdate, digits, letters,
                    phone, ip, statelic, dl, email_for, COMMON_MEDS, ALLERGIES, art, numword, vitals)

SPEC = ["Sleep", "Sleep Medicine", "Sleep Disorders", "Sleep & Pulmonary", "Sleep Health"]
PAP = [("ResMed AirSense 11 AutoSet", "2321"), ("ResMed AirSense 10 AutoSet", "2315"), ("Philips DreamStation 2 Auto", "J"),
       ("ResMed AirCurve 10 VAuto", "2320"), ("Luna G3 Auto", "LG"), ("React Health Luna II", "LU")]
MASKS = ["AirFit F20 medium", "AirFit N30i small", "DreamWear nasal cushion", "AirTouch F20", "P10 nasal pillows", "Eson 2 nasal"]
INSTR = ["Use your CPAP every night for the whole night, including naps; the goal is at least 4 hours on 70% of nights.",
         "Wash mask cushion daily and tubing weekly with mild soap; let air dry.", "Replace cushions monthly and mask every 3 months per your DME.",
         "Do not drive when drowsy; pull over and nap 20 minutes.", "Keep a regular sleep/wake schedule 7 days a week.",
         "Avoid alcohol and sedatives within 3 hours of bedtime.", "Bring your CPAP SD card or make sure the modem is on before your visit.",
         "Sleep on your side; a positional belt may help.", "Limit caffeine after noon."]
ESS = ["Sitting and reading", "Watching TV", "Sitting inactive in a public place", "As a passenger in a car for an hour",
       "Lying down in the afternoon", "Sitting and talking to someone", "Sitting quietly after lunch (no alcohol)",
       "In a car, while stopped in traffic"]


def pap_sn(rng, model):
    if "ResMed" in model:
        return "2%s%s" % (digits(rng, 10), "")
    if "Philips" in model:
        return "J" + digits(rng, 11) + letters(rng, 1)
    return letters(rng, 2) + digits(rng, 9)


def psg(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["MD, D-ABSM", "DO, FAASM", "MD, FAASM", "MD"])))
    kind = rng.choice(["Diagnostic Polysomnogram", "Split-Night Polysomnogram", "CPAP Titration Study", "Diagnostic Polysomnogram"])
    d.add(c.site.N(), rng.choice([" (AASM accredited)", "", " - an AASM-accredited facility"]), "\n", c.site.addr.one_line(), "\n",
          "Phone ", S(c.site.phone, "PHONE"), "   Fax ", S(c.site.fax, "FAX"), "\n\n")
    d.t(kind.upper() + " REPORT\n\n")
    h_in = rng.randint(60, 76)
    wt = rng.randint(120, 360)
    bmi = wt * 703 / h_in ** 2
    rows = [("Patient", [c.pt.LF()]), ("DOB / Age", [c.DOB(), " / ", c.AGE()]), ("Sex", [c.pt.sex]), ("MRN", [S(c.mrn, "MRN")]),
            ("Study #", [S("PSG-%02d-%04d" % (c.visit.year % 100, rng.randint(1, 9999)), "IDNUM")]), ("Study date", [c.D(c.before(1, 1), rng.choice([c.ds, "wk_long"]))]),
            ("Bed", [S(str(rng.randint(1, 8)), "LOCATION_OTHER")]), ("Ht/Wt/BMI", ["%d in / %d lb / %.1f" % (h_in, wt, bmi)]),
            ("Neck", ["%.1f in" % rng.uniform(13.5, 20)]), ("Referring", [c.pcp.fl(), ", ", c.pcp.cred]),
            ("Technologist", [Staff(rng, cred="RPSGT").fl(), ", RPSGT"]), ("Scored by", [Staff(rng, cred="RPSGT").fl(), ", CPSGT"])]
    for k, v in rows:
        d.add((k + ":").ljust(15), v, "\n")
    d.add("\nIndication: ", rng.choice(["snoring, witnessed apneas by bed partner", "EDS (ESS 16), HTN", "pre-bariatric surgery screening",
                                        "fatigue, nocturia, AFib", "CDL driver with suspected OSA"]), ". ")
    d.add("Bed partner " if c.relation in ("wife", "husband", "partner", "boyfriend", "girlfriend", "fiancée") else c.pt.his().capitalize() + " " + c.relation + " ",
          c.rel.f(), " reports ", rng.choice(["loud snoring", "gasping", "leg kicks", "sleep talking"]), ".\n\n")
    d.t("SLEEP ARCHITECTURE\n")
    tib = rng.randint(380, 480)
    tst = tib - rng.randint(25, 140)
    st = [rng.randint(3, 15), rng.randint(45, 65), rng.randint(3, 20)]
    st.append(100 - sum(st))
    style = rng.choice(["pipe", "aligned"])
    arch = [("Lights out", "%02d:%02d" % (rng.choice([21, 22, 23]), rng.randint(0, 59))), ("TIB (min)", str(tib)), ("TST (min)", str(tst)),
            ("Sleep efficiency", "%.1f%%" % (tst / tib * 100)), ("Sleep latency (min)", "%.1f" % rng.uniform(3, 50)),
            ("REM latency (min)", "%.1f" % rng.uniform(55, 200)), ("WASO (min)", str(rng.randint(10, 120))),
            ("N1 / N2 / N3 / REM (%)", "%d / %d / %d / %d" % tuple(st)), ("Arousal index", "%.1f/h" % rng.uniform(5, 45))]
    for k, v in arch:
        d.t(("| %s | %s |\n" % (k, v)) if style == "pipe" else ("  %-26s %s\n" % (k, v)))
    d.t("\nRESPIRATORY\n")
    ahi = rng.uniform(2, 85)
    nev = int(round(ahi * tst / 60))
    cen, mix = rng.randint(0, max(1, nev // 12)), rng.randint(0, max(1, nev // 25))
    obs = int((nev - cen - mix) * rng.uniform(0.2, 0.6))
    hyp = max(0, nev - cen - mix - obs)
    resp = [("Obstructive apneas", str(obs)), ("Central apneas", str(cen)), ("Mixed apneas", str(mix)),
            ("Hypopneas (3%)", str(hyp)), ("AHI (total)", "%.1f" % ahi), ("AHI supine / non-supine", "%.1f / %.1f" % (ahi * 1.4, ahi * 0.6)),
            ("REM AHI", "%.1f" % (ahi * rng.uniform(0.8, 2))), ("RDI", "%.1f" % (ahi + rng.uniform(0, 10))), ("ODI 4%", "%.1f" % (ahi * 0.7)),
            ("Baseline / nadir SpO2", "%d%% / %d%%" % (rng.randint(92, 97), rng.randint(70, 90))), ("T90 (min)", "%.1f" % rng.uniform(0, 90)),
            ("PLM index", "%.1f" % rng.uniform(0, 40))]
    for k, v in resp:
        d.t(("| %s | %s |\n" % (k, v)) if style == "pipe" else ("  %-26s %s\n" % (k, v)))
    if kind != "Diagnostic Polysomnogram":
        d.t("\nPAP TITRATION\n")
        d.t("%-10s %-10s %-8s %-8s %s\n" % ("CPAP", "Time(min)", "AHI", "Nadir", "Comment"))
        p = 5
        while p <= rng.choice([10, 12, 14, 16]):
            d.t("%-10s %-10d %-8.1f %-8s %s\n" % ("%d cmH2O" % p, rng.randint(10, 60), max(0, ahi - p * 4 + rng.uniform(-3, 3)), "%d%%" % rng.randint(82, 94),
                                                 rng.choice(["", "supine REM", "mask leak adjusted", "optimal"])))
            p += 2
        d.add("Mask: ", rng.choice(MASKS), ", heated humidity.\n")
    d.t("\nECG: %s.\n" % rng.choice(["NSR 58-78", "sinus with PACs", "AFib, rate controlled"]))
    sev = ("No significant sleep-disordered breathing" if ahi < 5 else "Mild obstructive sleep apnea" if ahi < 15 else
           rng.choice(["Moderate OSA, worse supine/REM", "Moderate obstructive sleep apnea"]) if ahi < 30 else "Severe obstructive sleep apnea")
    if kind == "CPAP Titration Study":
        sev = "OSA adequately treated on CPAP %d cmH2O" % rng.choice([8, 9, 10, 11, 12])
    d.add("\nIMPRESSION: ", sev, ". ")
    d.add(rng.choice(["Periodic limb movements noted.", "", "Sleep fragmented."]), "\n")
    d.add("RECOMMENDATIONS: ", rng.choice(["APAP 5-15 cmH2O", "CPAP 11 cmH2O", "oral appliance referral", "weight loss, positional therapy"]),
          "; follow-up in sleep clinic ", c.D(c.after(20, 60), rng.choice(["us", "long", "wk_long"])), "; counsel on drowsy driving.\n")
    d.add("\nInterpreting physician: ", c.doc.fml(), ", ", c.doc.cred, ". Signed ", c.D(c.after(1, 7), "us"), ".\n")
    if rng.random() < 0.4:
        d.add("Raw data: server ", S(ip(rng), "IPADDR"), ", archive ", S("ARC" + digits(rng, 7), "IDNUM"), ".\n")
    footer(d, c)
    return d


def download(c):
    rng = c.rng
    d = Doc()
    model, _ = rng.choice(PAP)
    header(d, c, rng.choice(["PAP COMPLIANCE DOWNLOAD", "CPAP Adherence Review", "Sleep Clinic - PAP Follow-up"]),
           kind=rng.choice(["banner", "banner2", "simple", "form"]))
    cdl = rng.random() < 0.35
    if cdl:
        c.retired = False
        c.profession = rng.choice(["long-haul truck driver", "bus driver", "delivery driver", "crane operator"])
    d.add("Device: ", model, "   SN ", S(pap_sn(rng, model), "DEVICE"), "\n")
    d.add("Modem/cellular ID: ", rng.choice(["IMEI ", ""]), S(digits(rng, 15), "DEVICE"), "   Humidifier SN ", S(digits(rng, 11), "DEVICE"), "\n")
    d.add("Cloud patient ID: ", S(letters(rng, 1) + digits(rng, 8), "IDNUM"), "   DME: ", S(rng.choice(["Apria-Fennick Home Care", "SleepWell DME", "Harbor Respiratory Supply",
                                                                                                  "Quimby Home Medical", "Northstar DME"]), "ORGANIZATION"),
          " (", S(phone(rng), "PHONE"), ")\n")
    d.add("Setup date: ", c.D(c.before(35, 400)), "; mask ", rng.choice(MASKS), "\n\n")
    start = c.before(30, 31)
    end = start + dt.timedelta(days=29)
    d.add("Report period: ", c.D(start, "us"), " - ", c.D(end, "us"), " (30 days)\n")
    used = rng.randint(14, 30)
    d.t("Days used: %d/30 (%d%%). Days >= 4 h: %d (%d%%). Avg usage all days %d h %02d m.\n" % (
        used, used * 100 // 30, max(0, used - rng.randint(0, 5)), max(0, used - rng.randint(0, 5)) * 100 // 30, rng.randint(2, 8), rng.randint(0, 59)))
    d.t("Pressure 95th %.1f cmH2O, median %.1f. Leak 95th %.1f L/min. Residual AHI %.1f (CAI %.1f).\n\n" % (
        rng.uniform(7, 16), rng.uniform(5, 12), rng.uniform(2, 40), rng.uniform(0.4, 9), rng.uniform(0, 3)))
    d.t("NIGHTLY DETAIL (last 10 nights)\n")
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Night | Usage | AHI | Leak 95 | P95 |\n|---|---|---|---|---|\n")
    else:
        d.t("%-14s %-8s %-6s %-8s %s\n" % ("Night", "Usage", "AHI", "Leak95", "P95"))
    for i in range(10):
        day = end - dt.timedelta(days=9 - i)
        u = "%d:%02d" % (rng.randint(0, 8), rng.randint(0, 59)) if rng.random() > 0.15 else "0:00"
        row = (u, "%.1f" % rng.uniform(0, 8), "%.1f" % rng.uniform(0, 40), "%.1f" % rng.uniform(6, 15))
        ds = rng.choice(["wk_md", "md", "us_short"]) if i == 0 or rng.random() < 0.1 else None
        v = fdate(day, ds or ("wk_md" if style == "aligned" else "us"))
        if style == "pipe":
            d.add("| ", S(v, "DATE"), " | %s | %s | %s | %s |\n" % row)
        else:
            d.add(S(v, "DATE"), " " * max(1, 15 - len(v)), "%-8s %-6s %-8s %s\n" % row)
    d.add("\nAssessment: ", rng.choice(["Meets CMS adherence criteria", "Does not meet adherence (<70% nights >4 h)", "Adherent, high leak - mask refit"]), ". ")
    d.add(c.pt.he().capitalize(), " reports ", rng.choice(["better energy", "dry mouth", "taking mask off in sleep", "aerophagia"]), "; ",
          c.relation, " ", c.rel.f(), " says snoring resolved.\n")
    if cdl:
        d.add("\nDOT/FMCSA: commercial driver (", S(c.profession, "PROFESSION"), ") for ", S(c.employer, "ORGANIZATION"), ", CDL # ", S(dl(rng), "LICENSE"),
              " (", S(c.addr.st, "STATE"), "). Compliance letter faxed to medical examiner ", Staff(rng, cred="DC").fl(), ", DC at ", S(phone(rng), "FAX"),
              ". Registry # ", S(digits(rng, 10), "LICENSE"), ". Med card expires ", c.D(c.after(90, 700), "us"), ".\n")
        if rng.random() < 0.6:
            d.add("Assigned tractor unit VIN ", S(vin(rng), "VEHICLE"), ", plate ", S(plate(rng), "VEHICLE"), "; fleet safety contact ",
                  Person(rng, "FAMILY").fl(), ".\n")
    else:
        d.add(c.pt.he().capitalize(), " ", c.job(), ".\n")
    instructions(d, c, INSTR)
    d.add("Plan: ", rng.choice(["continue APAP 6-14", "switch to nasal pillows", "increase min pressure to 8", "ramp auto"]), ". DME order ",
          S("DME-" + digits(rng, 7), "IDNUM"), ". Next download ", c.D(c.after(60, 120), "my"), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def hsat(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["MD, D-ABSM", "DO", "MD, FAASM"])))
    dev = rng.choice(["WatchPAT ONE", "NightOwl", "ApneaLink Air", "Alice NightOne"])
    header(d, c, "HOME SLEEP APNEA TEST (HSAT) REPORT", kind=rng.choice(["letterhead", "form", "banner"]))
    d.add("Device: ", dev, ", serial ", S(letters(rng, 1) + digits(rng, 7) if rng.random() < 0.5 else digits(rng, 10), "DEVICE"),
          "; dispensed ", c.D(c.before(3, 10)), " by ", Staff(rng, cred="RRT").fl(), ", RRT; returned ", c.D(c.before(1, 2)), ".\n")
    d.add("Recording night: ", c.D(c.before(2, 3), rng.choice(["wk_long", c.ds])), ", valid recording time %d min.\n" % rng.randint(240, 480))
    d.add("Indication: STOP-BANG %d, ESS %d, %s.\n\n" % (rng.randint(3, 8), rng.randint(4, 20), rng.choice(["HTN", "AFib", "T2DM", "witnessed apneas"])))
    pahi = rng.uniform(3, 70)
    d.t("Results\n  pAHI (3%%): %.1f/h\n  pRDI: %.1f/h\n  ODI 4%%: %.1f/h\n  central pAHI: %.1f/h\n  mean SpO2 %d%%, nadir %d%%, time <88%% %.1f min\n  snoring >45 dB: %d%% of sleep\n  supine: %d%% of time\n\n" % (
        pahi, pahi + rng.uniform(0, 8), pahi * 0.8, rng.uniform(0, 5), rng.randint(90, 96), rng.randint(68, 89), rng.uniform(0, 70),
        rng.randint(5, 70), rng.randint(10, 90)))
    d.add("Interpretation: ", "mild" if pahi < 15 else "moderate" if pahi < 30 else "severe", " OSA. ")
    d.add("Results discussed with ", c.pt.titled(), " by phone (", S(c.ptphone, "PHONE"), ") on ", c.D(c.after(0, 3), "md"), ". APAP ordered through ",
          S(rng.choice(["SleepWell DME", "Harbor Respiratory Supply", "Quimby Home Medical"]), "ORGANIZATION"), ".\n")
    d.t("\nComments: Oximetry shows cyclical desaturations consistent with obstructive events. Pulse rate %d-%d bpm. "
        "Technically adequate study with %d%% valid oximetry.\n" % (rng.randint(48, 60), rng.randint(80, 120), rng.randint(80, 99)))
    d.add("Recommendations: APAP 5-15 cmH2O with humidification; mask fitting with DME; follow-up in clinic ", c.D(c.after(30, 90), "my"),
          "; avoid sedatives; weight management. If HSAT negative and suspicion remains, in-lab PSG.\n")
    d.add("Reading physician: ", c.doc.fl(), ", ", c.doc.cred, "  NPI ", S(c.doc.npi, "LICENSE"), "\n")
    return d


def consult(c):
    rng = c.rng
    d = Doc()
    header(d, c, rng.choice(["Sleep Medicine Consultation", "New Patient - Sleep Clinic", "Sleep Disorders Center Consult"]))
    d.add("Referred by ", c.pcp.dr(), " for ", rng.choice(["snoring and daytime sleepiness", "insomnia", "suspected narcolepsy", "RLS", "shift-work sleep disorder"]), ".\n\n")
    d.add("HPI: ", c.pt.fl(), " is ", c.a_age(), ". ", c.pt.he().capitalize(), " ", c.job(), rng.choice([", rotating shifts", ", works nights", "", ""]), ". ")
    d.add(c.pt.his().capitalize(), " ", c.relation, " ", c.rel.fl(), rng.choice([" reports loud snoring and pauses", " sleeps in another room because of snoring",
                                                                                 " notices kicking at night"]), ". ")
    d.add("Bedtime ~%d:%02d, wake %d:%02d, naps %s. Caffeine %d cups/day. %s\n" % (rng.randint(9, 12), rng.choice([0, 30]), rng.randint(5, 8), rng.choice([0, 15, 30]),
                                                                                 rng.choice(["daily", "rare", "weekends"]), rng.randint(0, 6),
                                                                                 rng.choice(["Dozed at a red light last month.", "No drowsy driving.", "Fell asleep in church."])))
    if rng.random() < 0.5:
        d.add("Recent travel to ", S(rng.choice(P.COUNTRIES), "COUNTRY"), " ", c.D(c.before(20, 120), "my"), " with jet lag.\n")
    d.t("\nEPWORTH SLEEPINESS SCALE\n")
    tot = 0
    style = rng.choice(["pipe", "aligned"])
    if style == "pipe":
        d.t("| Situation | Score (0-3) |\n|---|---|\n")
    for s in ESS:
        v = rng.randint(0, 3)
        tot += v
        d.t(("| %s | %d |\n" % (s, v)) if style == "pipe" else ("  %-46s %d\n" % (s, v)))
    d.t("  TOTAL: %d/24\n" % tot if style != "pipe" else "| TOTAL | %d/24 |\n" % tot)
    d.t("STOP-BANG: %d/8.  ISI: %d.  RLS criteria: %s.\n\n" % (rng.randint(1, 8), rng.randint(3, 24), rng.choice(["met", "not met"])))
    pmh_block(d, c)
    social(d, c)
    ros(d, c)
    d.add("Exam: ", vitals(c), ". Neck %.1f in. Mallampati %s, tonsils %s, retrognathia %s.\n\n" % (
        rng.uniform(13, 19.5), rng.choice(["II", "III", "IV"]), rng.choice(["1+", "2+", "absent"]), rng.choice(["mild", "no"])))
    d.add("A/P: ", rng.choice(["Suspected OSA - in-lab PSG", "Likely OSA - HSAT", "Chronic insomnia - CBT-I referral", "Hypersomnia - PSG/MSLT"]), " scheduled ",
          c.D(c.after(7, 60), rng.choice(["wk_long", "us", "long"])), rng.choice([" at ", " in "]), S(rng.choice(P.HOSP_PREFIX) + " Sleep Lab", "HOSPITAL"),
          ". Sleep diary given. Drowsy-driving counseling documented.\n")
    instructions(d, c, INSTR)
    d.add("Prior auth submitted to ", S(c.insurer, "ORGANIZATION"), " (ID ", S(c.member, "HEALTHPLAN"), "), ref ", S(digits(rng, 9), "IDNUM"), ".\n")
    signature(d, c)
    footer(d, c)
    return d


def mslt(c):
    rng = c.rng
    d = Doc()
    c.set_doc(Staff(rng, cred=rng.choice(["MD, D-ABSM", "MD, FAASM"])))
    header(d, c, "MULTIPLE SLEEP LATENCY TEST (MSLT)", kind=rng.choice(["banner", "form", "simple"]))
    d.add("Preceded by PSG on ", c.D(c.before(1, 1)), " (", S("PSG-%02d-%04d" % (c.visit.year % 100, rng.randint(1, 9999)), "IDNUM"), "): TST %d min, AHI %.1f.\n" % (
        rng.randint(360, 460), rng.uniform(0, 6)))
    d.add("UDS morning of test: negative (specimen ", S("U" + digits(rng, 8), "IDNUM"), "). SSRIs held x2 weeks per ", c.doc.dr(), ".\n")
    d.add("Technologist: ", Staff(rng, cred="RPSGT").fl(), ", RPSGT. Room ", S(str(rng.randint(1, 8)), "LOCATION_OTHER"), ".\n\n")
    d.t("%-6s %-8s %-14s %-14s %s\n" % ("Nap", "Start", "Sleep lat (m)", "REM lat (m)", "SOREMP"))
    soremps = 0
    lats = []
    for i, hh in enumerate([8, 10, 12, 14, 16][:rng.choice([4, 5])]):
        lat = round(rng.uniform(0.5, 20), 1)
        lats.append(lat)
        rem = rng.choice(["--", "--", "%.1f" % rng.uniform(1, 14)])
        if rem != "--":
            soremps += 1
        d.t("%-6d %-8s %-14.1f %-14s %s\n" % (i + 1, "%02d:%02d" % (hh, rng.randint(0, 20)), lat, rem, "yes" if rem != "--" else "no"))
    d.t("\nMean sleep latency %.1f min; SOREMPs %d.\n" % (sum(lats) / len(lats), soremps))
    d.add("Impression: ", "findings supportive of narcolepsy" if soremps >= 2 and sum(lats) / len(lats) <= 8 else "does not meet MSLT criteria for narcolepsy", ".\n")
    d.add("Letter for ", S(rng.choice(["Upper Marston College", "Harrow Valley School District", c.employer]), "ORGANIZATION"),
          " disability office provided to patient on ", c.D(c.after(3, 10), "long"), ".\n")
    signature(d, c, kind="esign")
    return d


LAYOUTS = [(psg, 4), (download, 4), (hsat, 2), (consult, 3), (mslt, 1)]


def make(rng):
    c = Ctx(rng, "sleep", SPEC, min_age=18, max_age=89, cred_pool=["MD, D-ABSM", "DO", "MD", "NP", "MD, FAASM"])
    d = rng.choice([f for f, w in LAYOUTS for _ in range(w)])(c)
    appendix(d, c)
    return d
