"""Genres: pacemaker/ICD device clinic, heart failure clinic, cardiac rehab."""
import pools as P
import phi
import blocks as B
import neg as N
from phi import shift


def device(d, c):
    r = c.r
    remote = r.random() < 0.4
    maker, model, kind = r.choice(P.DEVICE_MODELS)
    B.facility_header(d, c, name=c.clinic if r.random() < 0.5 else c.hosp, contact=r.random() < 0.5)
    d.line(r.choice(["DEVICE CLINIC NOTE", "Pacemaker/ICD Clinic - Interrogation Report", "Cardiac Device Clinic"]) +
           (" (REMOTE TRANSMISSION)" if remote else ""))
    d.t("\n")
    B.demo_block(d, c, ["name", "dob", "mrn", "date"] + (["acct"] if r.random() < 0.5 else []) + ["att"],
                 style=r.choice([0, 1, 2]))
    imp = shift(c.date, -r.randint(60, 3000))
    d.line("DEVICE: {mk} {mo} ({k})", mk=maker, mo=model, k=kind)
    d.line("  Serial #: {s}    Implanted: {dt} by {doc} at {h}", s=("DEVICE", phi.device_serial(r, maker)),
           dt=c.d(imp, r.choice(["us", "iso", "month_year", "abbr"])), doc=phi.doc_name(r, phi.md(r), style=r.choice([0, 1])),
           h=("HOSPITAL", phi.hospital(r, c.country)))
    if "leadless" not in kind and "loop" not in kind and "S-ICD" not in kind:
        for ch in r.sample(["RA", "RV", "LV"] if "CRT" in kind else ["RA", "RV"], 2 if "CRT" not in kind else 3):
            d.line("  {ch} lead: {m}  SN {s}  implanted {dt}", ch=ch, m=r.choice(P.LEAD_MODELS),
                   s=("DEVICE", phi.lead_serial(r)), dt=c.d(imp if r.random() < 0.7 else shift(imp, -r.randint(400, 4000)),
                                                            r.choice(["us_short", "my_num", "year", "us"])))
    if remote:
        d.line("Home monitor: {m}  SN {s}", m=r.choice(["MyCareLink Smart", "LATITUDE NXT", "Merlin@home",
                                                         "CardioMessenger Smart"]), s=("DEVICE", phi.monitor_serial(r)))
        d.line("Transmission received {dt} {t} from {ip}; portal user {u}", dt=c.d(None, r.choice(["us", "iso"])),
               t=N.clock(r), ip=("IPADDR", phi.ip(r)), u=("USERNAME", phi.username(r, c.pt.first, c.pt.last)))
    d.line("Indication: %s" % r.choice(["CHB", "SSS with symptomatic bradycardia", "primary prevention ICD, ICM LVEF 25%",
                                         "secondary prevention - VF arrest", "CRT for LBBB QRS 168 ms, NYHA III",
                                         "cryptogenic stroke, AF detection", "recurrent syncope"]))
    d.t("\nINTERROGATION\n")
    d.line("  Battery: %s (%.2f V), longevity %.1f years" % (r.choice(["OK", "OK", "ERI approaching"]),
                                                              r.randint(270, 310) / 100, r.randint(5, 130) / 10))
    d.line("  RA: sensing %.1f mV, impedance %d ohms, threshold %.2f V @ 0.4 ms" % (
        r.randint(10, 50) / 10, r.randint(350, 900), r.randint(50, 150) / 100))
    d.line("  RV: sensing %.1f mV, impedance %d ohms, threshold %.2f V @ 0.4 ms; HV impedance %d ohms" % (
        r.randint(50, 200) / 10, r.randint(350, 1100), r.randint(50, 200) / 100, r.randint(40, 90)))
    d.line("  Pacing: AP %d%%, VP %d%%. Mode %s, LRL %d bpm." % (r.randint(0, 99), r.randint(0, 100),
                                                                 r.choice(["DDDR", "AAI<=>DDD", "VVIR", "DDD"]),
                                                                 r.choice([50, 60, 70])))
    d.t("\nEPISODES SINCE LAST CHECK")
    last = shift(c.date, -r.choice([91, 92, 180, 365]))
    d.f(" ({d})\n", d=c.d(last, r.choice(["us", "md", "abbr"])))
    for _ in range(r.randint(1, 4)):
        dd = shift(last, r.randint(1, max(2, (c.date - last).days - 1)))
        d.f("  {d} {t}: {e}\n", d=c.d(dd, r.choice(["md", "us_short", "iso", "mon_day"])), t=N.clock(r),
            e=r.choice(["AT/AF 3 h 12 min, max V rate 128", "VT 188 bpm, terminated by ATP x1",
                        "VF 280 bpm, 1 shock 35 J, successful", "NSVT 9 beats", "mode switch x4, longest 40 s",
                        "noise on RV channel, no therapy", "PMT episode, 2 min"]))
    if r.random() < 0.45:
        dl = phi.drivers_license(r, c.country)
        k = r.randrange(3)
        if k == 0:
            d.f("\nDriving: patient is a {p} with a commercial licence ({dl}); no commercial driving permitted after ICD "
                "therapy. Employer {e} informed with patient consent.\n", p=("PROFESSION", r.choice(
                    ["truck driver", "bus driver", "long-haul truck driver", "taxi driver", "school bus driver"])),
                dl=("LICENSE", dl), e=("ORGANIZATION", c.employer))
        elif k == 1:
            d.f("\nDriving: personal vehicle only ({v}, plate {pl}); no driving x 6 months from shock on {dt}.\n",
                v=r.choice(["2016 pickup", "minivan", "sedan", "SUV"]), pl=("VEHICLE", phi.plate(r, c.country)),
                dt=c.d(shift(c.date, -r.randint(1, 30)), r.choice(["md", "us", "mon_day"])))
        else:
            d.f("\nDMV medical form completed; driver's licence #{dl}. Vehicle VIN {v} noted for adapted-controls request.\n",
                dl=("LICENSE", dl), v=("VEHICLE", phi.vin(r)))
    d.t("\nASSESSMENT/PLAN\n")
    d.line(r.choice(["Normal device function. No reprogramming.", "Increased RV output to 2.5 V for safety margin.",
                     "AF burden increased; start apixaban, notify Dr. on record.", "Approaching ERI - generator change to be scheduled.",
                     "ATP successful; no changes. Continue amiodarone."]))
    nxt = shift(c.date, r.choice([91, 182, 365]))
    d.f("Next remote: {d}. Next in-clinic: {e}.\n", d=c.d(nxt, r.choice(["us", "abbr", "md"])),
        e=c.d(shift(nxt, 91), r.choice(["month_year", "mon_abbr_year", "us"])))
    if r.random() < 0.5:
        d.f("Questions: device clinic line {ph}; after hours {tf}.\n", ph=c.phone(), tf=("PHONE", phi.tollfree(r)))
    d.t("\n")
    tech = phi.staff(r, r.choice(["CCDS", "CEPS", "RN", "CDRS"]))
    d.f("Interrogated by: {n}, {cr}" + (" ({rep})" if r.random() < 0.3 else "") + "\n", n=("DOCTOR", tech.plain()),
        cr=tech.cred, rep="%s representative" % maker)
    B.signature(d, c)
    if r.random() < 0.25:
        B.audit(d, c, tech)


def hf_clinic(d, c):
    r = c.r
    B.facility_header(d, c, name=c.clinic if r.random() < 0.4 else None)
    d.line(r.choice(["HEART FAILURE CLINIC - FOLLOW-UP VISIT", "Heart Function Clinic Note", "HF Clinic Progress Note",
                     "ADVANCED HEART FAILURE PROGRAM"]))
    B.demo_block(d, c, ["name", "dob", "mrn", "date", "pcp"] + (["ins"] if r.random() < 0.4 else []) +
                 (["nok"] if r.random() < 0.4 else []) + (["ssn"] if r.random() < 0.12 else []),
                 style=r.choice([0, 1, 2]))
    d.t("HPI: ")
    B.intro(d, c)
    adm = shift(c.date, -r.randint(14, 120))
    los = r.randint(2, 9)
    d.f(". Last admitted to {h} {a} to {b} with ADHF ({kg} kg diuresed). ", h=("HOSPITAL", c.hosp if r.random() < 0.6 else phi.hospital(r, c.country)),
        a=c.d(adm, r.choice(["md", "us", "mon_day"])), b=c.d(shift(adm, los), r.choice(["md", "us", "mon_day"])),
        kg=str(r.randint(3, 12)))
    k = r.randrange(3)
    if k == 0:
        d.f("Today accompanied by {rel} {n}, who manages pills with a blister pack from {ph}. ", rel=c.rel,
            n=("FAMILY", c.fam.first), ph=("HOSPITAL", phi.pharmacy(r, c.country)))
    elif k == 1:
        d.f("{ref} reports {x} pillow orthopnea and DOE after {b} blocks. ", ref=c.pt.ref(r), x=str(r.randint(1, 4)),
            b=str(r.randint(1, 6)))
    else:
        d.f("Since {w} has noticed ankle swelling and {kg} lb weight gain. ", w=("DATE", r.choice(phi.WEEKDAYS)),
            kg=str(r.randint(2, 9)))
    N.wordy(d, r, 1)
    d.t("\n")
    d.line("NYHA class %s. %s" % (r.choice(["II", "II-III", "III", "IIIb"]), r.choice(
        ["No syncope or ICD shocks.", "Had ICD shock x1 (see device note).", "Denies PND.", "Adherent to 2 g Na diet."])))
    d.t("\nHome weight log:\n")
    w = r.randint(600, 1200) / 10
    wd = shift(c.date, -r.randint(8, 20))
    for _ in range(r.randint(3, 6)):
        w += r.choice([-0.6, -0.3, 0, 0.2, 0.5, 1.1])
        d.f("  {d}  {w} {u}\n", d=c.d(wd, r.choice(["md", "md", "wk_md", "us_short"])),
            w="%.1f" % (w if c.country == "CA" else w * 2.2), u="kg" if c.country == "CA" else "lb")
        wd = shift(wd, r.randint(1, 3))
    d.t("\n")
    B.vitals(d, r)
    N.exam(d, r)
    B.labs(d, c)
    d.line("ECG: " + N.ecg(r))
    d.f("Echo {d}: LVEF {ef}%, {x}.\n", d=c.d(shift(c.date, -r.randint(30, 400)), r.choice(["my_num", "us", "month_year"])),
        ef=str(r.randint(15, 40)), x=r.choice(["moderate functional MR", "RVSP 48", "LVIDd 6.8 cm", "no LV thrombus"]))
    d.t("\n")
    B.meds(d, r)
    d.t("\nASSESSMENT & PLAN\n")
    B.problems(d, r, r.randint(2, 4), title="Dx:")
    N.plan(d, r)
    if r.random() < 0.5:
        d.f("HF nurse line: {ph}. Enrolled in telemonitoring (scale ID {s}).\n", ph=c.phone(),
            s=("DEVICE", phi.monitor_serial(r)))
    if r.random() < 0.3:
        d.f("Social work to help with disability forms; last worked as {a} {p} at {e} until {dt}.\n", a=phi.a_an(c.prof),
            p=("PROFESSION", c.prof), e=("ORGANIZATION", c.employer),
            dt=c.d(shift(c.date, -r.randint(60, 900)), r.choice(["month_year", "my_num", "year"])))
    wk = r.choice([2, 4, 6])
    d.f("RTC {x} weeks ({dt}) with BMP prior.\n", x=str(wk),
        dt=c.d(phi.workday(shift(c.date, 7 * wk)), r.choice(["wk_md", "md", "wk_long", "long"])))
    d.t("\n")
    if r.random() < 0.4:
        nurse = phi.staff(r, r.choice(["RN", "NP", "RN, BSN"]))
        d.f("Seen with {n}, {cr} (HF nurse).\n", n=("DOCTOR", nurse.plain()), cr=nurse.cred)
    B.signature(d, c)
    if r.random() < 0.5:
        B.cc_block(d, c)


def rehab(d, c):
    r = c.r
    kind = r.choice(["initial", "progress", "discharge"])
    rc = phi.clinic(r, c.country) if r.random() < 0.5 else (r.choice(P.HOSP_WORDS) + " Cardiac Rehabilitation Centre")
    B.facility_header(d, c, name=rc, contact=True)
    d.line({"initial": "CARDIAC REHABILITATION - INITIAL ASSESSMENT", "progress": "Cardiac Rehab Phase II - Progress Note",
            "discharge": "CARDIAC REHAB DISCHARGE SUMMARY"}[kind])
    B.demo_block(d, c, ["name", "dob", "mrn", "ref"] + (["phone"] if r.random() < 0.5 else []) +
                 (["email"] if r.random() < 0.3 else []), style=r.choice([0, 2]))
    ev = shift(c.date, -r.randint(14, 60))
    d.f("Qualifying event: {e} on {d} at {h}.\n", e=r.choice(["CABG x3", "NSTEMI s/p PCI to LAD", "STEMI s/p primary PCI",
                                                              "mitral valve repair", "stable angina", "HFrEF", "TAVR"]),
        d=c.d(ev, r.choice(["us", "long", "md"])), h=("HOSPITAL", phi.hospital(r, c.country)))
    if r.random() < 0.6:
        d.f("Check-in: palm-vein scan ID {b}; parking permit for vehicle plate {p}.\n", b=("BIOID", phi.bioid(r, "PV")),
            p=("VEHICLE", phi.plate(r, c.country)))
    d.t("\n")
    d.t("Background: ")
    B.intro(d, c)
    d.t(". ")
    B.social(d, c, short=True)
    d.line("Risk factors: %s. PHQ-9 %d. Baseline 6MWT %d m. Duke Activity Status Index %.1f." % (
        ", ".join(r.sample(["HTN", "DM", "dyslipidemia", "smoking", "obesity", "sedentary", "stress"], 3)),
        r.randint(0, 18), r.randint(180, 560), r.randint(100, 580) / 10))
    d.t("\nSESSION LOG\n")
    d.line("  #   Date        Mode            METs  HR rest/peak  BP peak   RPE")
    sd = shift(c.date, -r.randint(10, 40)) if kind != "initial" else c.date
    n0 = r.randint(1, 24)
    for i in range(r.randint(3, 8)):
        d.f("  {i:<3} {dt}  {m} {me}  {hr}  {bp}   {rpe}\n".replace("{i:<3}", str(n0 + i).ljust(3)),
            dt=c.d(sd, r.choice(["us", "us_short", "md"])), m=r.choice(["treadmill      ", "NuStep         ",
                                                                        "arm ergometer  ", "bike           "]),
            me="%.1f" % (r.randint(20, 80) / 10), hr="%d/%d" % (r.randint(58, 80), r.randint(90, 135)),
            bp="%d/%d" % (r.randint(110, 170), r.randint(60, 90)), rpe=str(r.randint(9, 14)))
        sd = shift(sd, r.choice([2, 2, 3, 5]))
    d.t("\n")
    k = r.randrange(3)
    if k == 0:
        d.f("Goal: return to work as {a} {p} at {e} by {dt}.\n", a=phi.a_an(c.prof), p=("PROFESSION", c.prof), e=("ORGANIZATION", c.employer),
            dt=c.d(shift(c.date, r.randint(30, 120)), r.choice(["month_year", "long", "month"])))
    elif k == 1:
        d.f("Goal: walk {x} km with {rel} {n} at {lm} without angina.\n", x=str(r.randint(2, 8)), rel=c.rel,
            n=("FAMILY", c.fam.first), lm=("LOCATION_OTHER", r.choice(P.WALK_PLACES)))
    else:
        d.f("Goal: dance at granddaughter {n}'s wedding on {dt}.\n", n=("FAMILY", phi.Person(r, "F").first),
            dt=c.d(shift(c.date, r.randint(30, 200)), r.choice(["long", "mon_day", "wk_long"])))
    N.wordy(d, r, 2)
    d.t("\n")
    if kind == "discharge":
        d.line("Completed %d/36 sessions. Peak METs improved %.1f -> %.1f. Weight %+.1f kg." % (
            r.randint(18, 36), r.randint(25, 45) / 10, r.randint(46, 95) / 10, -r.randint(0, 60) / 10))
        d.f("Maintenance program at {org} recommended.\n", org=("ORGANIZATION", r.choice(
            ["Lindenvale YMCA", "Harborview Community Centre", "Tolliver Seniors Fitness Club", "Castlewick Athletic Club"])))
    if r.random() < 0.35:
        if c.country == "US":
            d.f("Missed session {d} ({h} week); rescheduled.\n", d=c.d(shift(c.date, -r.randint(1, 20)), r.choice(["md", "wk_md"])),
                h=("DATE", "Thanksgiving"))
        else:
            d.f("Missed session {d} (snowstorm); rescheduled.\n", d=c.d(shift(c.date, -r.randint(1, 20)), r.choice(["md", "wk_md"])))
    if r.random() < 0.3:
        d.f("Patient away visiting family over {h}; will resume the following week.\n",
            h=("DATE", r.choice(["Christmas", "Labor Day", "New Year's", "Canada Day" if c.country == "CA" else "Memorial Day",
                                 "Easter", "Passover", "Diwali", "Eid", "Lunar New Year"])))
    d.t("\n")
    ep = phi.staff(r, r.choice(["ACSM-CEP", "CEP", "RN", "RKin", "PT, DPT"]))
    d.f("{n}, {cr}\nExercise Physiologist\n", n=("DOCTOR", ep.full()), cr=ep.cred)
    if r.random() < 0.6:
        d.f("Email: {e}   Ph: {p}\n", e=("EMAIL", phi.email(r, ep.first, ep.last)), p=c.phone())
    d.f("Medical Director: {m}\n", m=phi.doc_name(r, phi.md(r), style=r.choice([0, 1, 2])))
