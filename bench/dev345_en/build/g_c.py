"""Genres: virtual ward / telephone follow-up log; results chasing log;
ambulatory IV antibiotic chart."""
import datetime as dt

import clinical as CL
import common as CM
import fmt as F
from ctx import practice_name

OXIMETERS = ["Nonin 3230 Bluetooth", "Masimo MightySat", "ChoiceMMed MD300C", "Contec CMS50D"]
BPCUFFS = ["Omron M7 Intelli IT", "A&D UA-651BLE", "Withings BPM Connect"]
APPS = ["Doccla", "Current Health", "Luscii", "Docobo", "MyMHealth"]


def vw_log(n, c, rng):
    s = CL.scenario(rng, c, weights={"pe": 4, "dvt": 2, "cellulitis": 4, "cap": 4, "af": 2,
                                     "pyelo": 2, "aki": 1, "hypona": 1})
    cons = c.staff("cons")
    nurses = [c.staff("nurse", "n%d" % i) for i in range(rng.randint(2, 4))]
    anp = c.staff("anp")
    start = c.d0
    vw = rng.choice(["VIRTUAL WARD", "Hospital at Home (virtual)", "Virtual Ward - Acute Respiratory Infection",
                     "Remote Monitoring Service", "Virtual Ward (step-down from SDEC)"])
    if c.c == "AU":
        vw = rng.choice(["Hospital in the Home - Virtual Care", "HITH Virtual Monitoring"])
    n.f("{vw} - TELEPHONE FOLLOW-UP LOG\n{h}\n", vw=vw.upper(), h=(c.hosp, "HOSPITAL"))
    n.t("-" * 60 + "\n")
    n.f("Patient: {nm}   DOB {dob} ({age})   ", nm=CM.pt_name(c, rng, rng.choice([1, 4])), dob=c.D(c.dob),
        age=c.age_t())
    n.v([[lab, " ", val, "   "] for lab, val in c.ids[:2]])
    n.f("\nAddress: {a}\n", a=c.addr.pieces())
    n.f("Preferred contact: {m} (mobile)", m=(c.mob, "PHONE"))
    if rng.random() < 0.7:
        n.f("; alt {nok} ({rel}) {t}", nok=c.nok.full(), rel=c.nok_rel, t=(c.nok_tel, "PHONE"))
    n.t("\n")
    n.f("Admitted to VW: {d} from {u}   Responsible consultant: Dr {cn}\n", d=c.D(start), u=c.unit,
        cn=cons.full())
    n.f("Pathway: {p}   Diagnosis: {dx}\n", p=s.pathway, dx=s.dx)
    n.t("Kit issued: ")
    n.f("{ox} oximeter s/n {sn}", ox=rng.choice(OXIMETERS), sn=("%s%s" % (rng.choice(["NX", "MS", "CM", "SN"]),
                                                                           F.digits(rng, 8)), "DEVICE"))
    if rng.random() < 0.5:
        n.f("; {bp} cuff s/n {sn}", bp=rng.choice(BPCUFFS), sn=(F.letters(rng, 2) + F.digits(rng, 9), "DEVICE"))
    if rng.random() < 0.4:
        n.f("; tablet asset {a}", a=("TAB-" + F.digits(rng, 5), "DEVICE"))
    n.t("\n")
    app = rng.choice(APPS)
    if rng.random() < 0.7:
        n.f("{app} app login: {u}   Portal: {url}\n", app=app,
            u=("%s%s" % (c.pt.first[:1].lower() + c.pt.last.replace(" ", "").replace("'", "").lower()[:6],
                         F.digits(rng, 3)), "USERNAME"),
            url=c.url(rng.choice(["virtualward", "vw/patient", "remote-monitoring/login"])))
    if rng.random() < 0.45:
        n.f("Hub gateway: {ip} (if readings not syncing, IT ext {e})\n", ip=(F.private_ip(rng), "IPADDR"),
            e=(F.ext(rng), "PHONE"))
    n.f("VW hub: {t} (08:00-20:00). Out of hours: {oh}\n\n", t=(F.phone(rng, c.c, "land"), "PHONE"),
        oh={"UK": "NHS 111 / 999", "IE": "GP out-of-hours / 112", "US": "911", "CA": "811 / 911",
            "AU": "000", "NZ": "111", "ZA": "10177", "SG": "995"}[c.c])
    n.t(rng.choice(["DATE       TIME   BY       ENTRY\n", "Entries:\n", "Date/time | Clinician | Contact | Obs | Plan\n"]))
    k = rng.randint(4, 9)
    day = 0
    ox = rng.randint(93, 97)
    last = {}
    for i in range(k):
        day += rng.choice([0, 1, 1, 1, 2]) if i else 0
        d = c.day(day)
        who = rng.choice(nurses + [anp])
        t = CM.tm_after(rng, last[day], 40, 200) if day in last else CM.tm(rng, 8, 13)
        last[day] = t
        n.v([c.D(d) if rng.random() < 0.7 else c.Ds(d), " ", t, " "])
        n.v(who.ini2() if rng.random() < 0.5 else who.iln())
        n.t(" | ")
        r = rng.random()
        if r < 0.5:
            n.t(rng.choice(["Tel call to pt", "Called pt", "Video call (Attend Anywhere)", "Outbound call"]))
            n.t(", " + rng.choice(["answered.", "well.", "spoke directly."]))
        elif r < 0.65:
            n.f("No answer on {m}; voicemail left. Called {rel} {nok} on {t2} - ", m=(c.mob, "PHONE"),
                rel=c.nok_rel, nok=c.nok.fn(), t2=(c.nok_tel, "PHONE"))
            n.t(rng.choice(["pt in shower, will call back.", "pt asleep, well.", "no answer either, retry 1 h."]))
        elif r < 0.8:
            n.f("Spoke to {rel} {nok}.", rel=c.nok_rel, nok=c.nok.full())
        else:
            n.t("Readings review (remote).")
        ox = max(88, min(99, ox + rng.choice([-1, 0, 0, 1, 1])))
        n.t(" SpO2 %d%%, HR %d, T %.1f" % (ox, rng.randint(62, 104), rng.uniform(36.2, 37.9)))
        if s.kind == "cellulitis":
            n.t(rng.choice([", erythema receding from pen marks (photo via app)", ", redness static", ", less swollen"]))
        elif s.kind == "pe":
            n.t(rng.choice([", SOB improving", ", no bleeding on apixaban", ", pleuritic pain 3/10"]))
        n.t(". ")
        if i == k - 1:
            n.t("Plan: discharge from VW.")
        else:
            n.t(rng.choice(["Plan: continue monitoring.", "Plan: call tomorrow.", "Plan: bloods at SDEC tomorrow.",
                            "Plan: escalate to ANP - reviewed, continue.", "Plan: as before."]))
        if rng.random() < 0.35:
            n.f(" [{u}]", u=who.user(rng))
        n.t("\n")
        if rng.random() < 0.12 and i < k - 1:
            n.f("{d} {t} ", d=c.D(d), t=CM.tm(rng, 19, 22))
            n.v(["Dr ", anp.ln()] if anp.kind != "anp" else anp.full())
            n.t(" | ESCALATION: SpO2 %d%% on app. Called pt - asymptomatic, probe on cold finger; repeat 95%%. No action.\n"
                % rng.randint(88, 91))
    dc = c.day(day)
    n.f("\nDischarged from virtual ward {d}. LOS {k} days. ", d=c.D(dc), k=max(1, day))
    n.f("Discharge summary sent to {pr}", pr=(c.gp_prac, "HOSPITAL"))
    if rng.random() < 0.5:
        n.f(" ({em})", em=(c.gp_email, "EMAIL"))
    n.t(". Kit collection booked.\n")
    n.f("Closed by: {w}\n", w=CM.staff_sig(c, anp, rng, lic=rng.random() < 0.5))
    return s


TESTS = [("Blood cultures x2", "BC"), ("MSU culture", "MC"), ("CTPA formal report", "CT"),
         ("Leg USS report", "US"), ("Echo report", "EC"), ("Holter / patch report", "HT"),
         ("ANCA / anti-GBM", "IM"), ("Myeloma screen (SFLC, SPEP)", "BI"), ("Temporal artery USS", "US"),
         ("Pleural fluid cytology", "CY"), ("QuantiFERON", "IM"), ("Haematinics", "HA"),
         ("Thrombophilia screen (deferred)", "HA"), ("Wound swab", "MC"), ("Repeat U&E", "BI"),
         ("CT thorax report", "CT"), ("Cortisol (9am)", "BI"), ("Ferritin / TSAT", "BI"),
         ("Pleural fluid MC&S", "MC"), ("FIT result", "BI"), ("Coeliac serology", "IM"),
         ("Urine Bence Jones protein", "BI"), ("24 h BP report", "CV"), ("Troponin 3 h", "BI")]

STATUS = ["Pending", "Reported - normal", "Reported - abnormal", "Awaiting verification",
          "Prelim only", "Not received by lab", "Reported - action needed", "Completed, filed"]

ACTIONS = ["No action, filed", "Pt informed by phone", "GP letter sent", "Discussed with micro",
           "Recall for review", "Chase lab", "Rebooked", "Consultant to review", "Abx changed",
           "Urgent suspected-cancer referral", "Copied to GP", "Awaiting report - rechase 48 h"]


def results_log(n, c, rng):
    coord = c.staff("coord")
    cons = c.staff("cons")
    staff = [coord, cons, c.staff("anp"), c.staff("nurse")]
    wk = c.d0 - dt.timedelta(days=c.d0.weekday())
    layout = rng.randint(0, 1)
    n.f("{u} RESULTS CHASING LOG\n{h}\n", u=c.unit.upper(), h=(c.hosp, "HOSPITAL"))
    n.f("Week commencing: {d}   Log owner: {o} ({r})\n", d=c.D(wk), o=coord.full(), r=coord.role)
    n.f("Printed {d} {t} by user {u} from {ip}\n\n", d=c.D(c.day(5)), t=CM.tm(rng, 8, 18),
        u=coord.user(rng), ip=(F.private_ip(rng), "IPADDR"))
    if layout == 0:
        n.t("%-3s %-24s %-12s %-10s %-28s %-14s %-6s %-22s %-6s\n" % ("#", "Patient", "ID", "DOB", "Test",
                                                                     "Acc no", "Sent", "Status", "By"))
    rows = rng.randint(6, 12)
    pts = [CM.mini_patient(rng, c) for _ in range(rows)]
    pts[0] = c.pt
    c.pt.age = c.age
    c.pt.mrn = c.mrn
    for i, p in enumerate(pts):
        test, code = rng.choice(TESTS)
        acc = "%s%02d-%s" % (code, c.d0.year % 100, F.digits(rng, rng.choice([5, 6, 7])))
        sent = c.day(-rng.randint(0, 9))
        dob = c.d0 - dt.timedelta(days=int(p.age * 365.25) + rng.randint(1, 360))
        who = rng.choice(staff)
        st = rng.choice(STATUS)
        if layout == 0:
            nm = p.caps() if rng.random() < 0.7 else p.lni()
            n.v(["%-3d " % (i + 1), CM.pad(nm, 25), CM.pad((p.mrn, "MRN"), 13), CM.pad(c.D(dob, "dmy" if c.c not in ("US",) else "mdy"), 11),
                 "%-28s " % test[:28], CM.pad((acc, "IDNUM"), 15), CM.pad(c.Ds(sent), 7), "%-22s " % st[:22],
                 who.lowini(), "\n"])
        else:
            n.f("{k}. {nm} ({age}{sx}) {mrn} - {test} [{acc}] sent {sd}. {st}. ", k=i + 1,
                nm=p.full() if rng.random() < 0.6 else p.caps(), age=(str(p.age), "AGE"), sx=p.sex,
                mrn=(p.mrn, "MRN"), test=test, acc=(acc, "IDNUM"), sd=c.Ds(sent), st=st)
            n.f("Action: {a} ({w})\n", a=rng.choice(ACTIONS), w=who.ini2())
    n.t("\nNOTES\n")
    for j in range(rng.randint(3, 6)):
        p = rng.choice(pts)
        d = c.day(rng.randint(0, 4))
        who = rng.choice(staff)
        n.v([c.Ds(d), " ", CM.tm(rng, 8, 18), " "])
        n.v(who.ini2())
        n.t(": ")
        r = rng.random()
        if r < 0.25:
            micro = c.staff("reg", "micro")
            n.f("Micro (Dr {m}, ext {e}) phoned: {p} blood cultures ", m=micro.ln(), e=(F.ext(rng), "PHONE"),
                p=p.caps() if rng.random() < 0.5 else p.full())
            n.t(rng.choice(["grew Staph aureus (MSSA) 1/2 bottles - recalled to SDEC for repeat cultures and echo.",
                            "no growth at 48 h.", "grew Strep pyogenes, sensitive to penicillin.",
                            "coliform in 1/2 sets, sensitivities to follow."]) + "\n")
        elif r < 0.5:
            n.f("Called {p} on {m}, ", p=[p.title if hasattr(p, "title") and p.title else ("Mr" if p.sex == "M" else "Ms"),
                                           " ", p.ln()], m=(F.phone(rng, c.c, "mob"), "PHONE"))
            n.t(rng.choice(["result explained, happy with plan.", "no answer, letter sent.",
                            "asked to attend tomorrow 09:30 for repeat bloods.", "confirmed DOB and address before discussing."]) + "\n")
        elif r < 0.7:
            gp = F.make_person(rng, c.c, "DOCTOR")
            n.f("Emailed Dr {g} ({pr}) at {em} re {p} - ", g=gp.ln(), pr=(practice_name(rng, c.c), "HOSPITAL"),
                em=("%s@%s" % (gp.email_local(), rng.choice(["example.net", "example.com"])), "EMAIL"), p=p.full())
            n.t(rng.choice(["please repeat U&E in 1 week.", "ferritin 6, start oral iron.", "incidental nodule, CT in 12 months.",
                            "TSH 0.01, started carbimazole, endo referral made."]) + "\n")
        else:
            n.f("Report for {p} still not verified - radiology ext {e} chased, promised by {d2}.\n",
                p=p.lni(), e=(F.ext(rng), "PHONE"), d2=c.Ds(c.day(rng.randint(1, 5))))
    n.f("\nReviewed by Dr {cn}, {d}\n", cn=cons.ln(), d=c.D(c.day(4)))
    return None


OPAT_DRUGS = [("Ceftriaxone", "2 g", "IV bolus over 5 min", "OD"),
              ("Cefazolin", "2 g", "IV over 3-5 min", "OD (with probenecid 1 g PO)"),
              ("Teicoplanin", "600 mg", "IV", "OD after loading"),
              ("Daptomycin", "6 mg/kg", "IV over 30 min", "OD"),
              ("Ertapenem", "1 g", "IV over 30 min", "OD"),
              ("Flucloxacillin", "8 g/24 h", "continuous infusion via elastomeric", "daily device change"),
              ("Gentamicin", "5 mg/kg", "IV over 30 min", "OD - levels"),
              ("Ceftazidime", "6 g/24 h", "elastomeric pump (Baxter LV10)", "daily device change"),
              ("Meropenem", "1 g", "IV", "TDS (3 visits)")]


def opat_chart(n, c, rng):
    s = CL.scenario(rng, c, weights={"cellulitis": 6, "pyelo": 3, "cap": 1})
    drug = rng.choice(OPAT_DRUGS)
    if c.c == "AU" and rng.random() < 0.6:
        drug = OPAT_DRUGS[1]
    if "penicillin" in s.allergy:
        drug = rng.choice([OPAT_DRUGS[2], OPAT_DRUGS[3]])
    presc = c.staff(rng.choice(["reg", "cons"]), "presc")
    nurses = [c.staff("nurse", "on%d" % i) for i in range(3)]
    pharm = c.staff("pharm")
    title = {"AU": "HITH IV MEDICATION CHART", "US": "OUTPATIENT INFUSION - ANTIBIOTIC MAR",
             "NZ": "OPIVA / AMBULATORY IV MEDICATION RECORD", "CA": "OPAT ADMINISTRATION RECORD"}.get(
        c.c, rng.choice(["OPAT / AMBULATORY IV ANTIBIOTIC CHART", "AMBULATORY IV ADMINISTRATION RECORD"]))
    n.f("{h}\n{t}\n\n", h=(c.hosp, "HOSPITAL"), t=title)
    CM.demo_block(n, c, rng, rng.choice([0, 2]))
    wt = rng.randint(52, 128)
    n.f("Weight {w} kg (measured {d})   Height {ht} cm   CrCl {cr} mL/min (Cockcroft-Gault)\n",
        w=wt, d=c.Ds(c.d0), ht=rng.randint(152, 193), cr=rng.randint(38, 118))
    n.f("ALLERGIES: {a}\nIndication: {i}\n", a=s.allergy.upper(), i=s.dx)
    line = rng.random()
    if line < 0.6:
        n.f("Access: peripheral cannula {g}G {side} {site}, inserted {d} by {w}\n", g=rng.choice([20, 22, 18]),
            side=rng.choice(["L", "R"]), site=rng.choice(["forearm", "cephalic", "dorsum hand"]),
            d=c.Ds(c.d0), w=rng.choice(nurses).iln())
    else:
        n.f("Access: {l} {side} basilic, inserted {d}, tip confirmed, ext length {x} cm\n",
            l=rng.choice(["midline 20 cm", "PICC 4Fr single lumen"]), side=rng.choice(["L", "R"]),
            d=c.D(c.d0), x=rng.randint(0, 3))
    if rng.random() < 0.75:
        n.f("Infusion device: {m}, asset no. {a}\n", m=rng.choice(["CADD-Solis VIP", "BodyGuard 323",
                                                                  "Sapphire ambulatory pump", "Baxter Infusor LV10"]),
            a=(rng.choice(["AST", "BME", "IP"]) + "-" + F.digits(rng, 6), "DEVICE"))
    n.t("\nPRESCRIPTION\n")
    stop = c.day(rng.randint(3, 14))
    n.f("{dr} {dose} {route} {fr}   Start {d1}   Review/stop {d2}\n", dr=drug[0], dose=drug[1], route=drug[2],
        fr=drug[3], d1=c.Ds(c.d0), d2=c.Ds(stop))
    n.f("Prescriber: Dr {p}, {ll} {lic}", p=presc.full(), ll=presc.lic_label, lic=(presc.lic, "LICENSE"))
    if c.c == "US" and rng.random() < 0.7:
        n.f("  DEA {dea}  NPI {npi}", dea=(F.licence(rng, "US", "dea"), "LICENSE"), npi=(F.licence(rng, "US", "npi"), "LICENSE"))
    n.f("\nScreened: {ph} ({r}) {d}\n\n", ph=pharm.iln(), r=pharm.role, d=c.Ds(c.d0))
    n.t("ADMINISTRATION RECORD\n")
    n.t("%-12s %-6s %-6s %-10s %-12s %-5s %-6s %-6s\n" % ("Date", "Due", "Given", "Dose", "Batch", "VIP", "By", "Check"))
    days = (stop - c.d0).days
    for k in range(min(days + 1, rng.randint(4, 10))):
        d = c.day(k)
        a, b = rng.sample(nurses, 2)
        due = "%02d:00" % rng.choice([9, 10, 11, 14])
        given = CM.tm_after(rng, due, 0, 40)
        batch = F.letters(rng, 2) + F.digits(rng, 5)
        n.v([CM.pad(c.D(d), 13), "%-6s %-6s %-10s %-12s %-5s " % (due, given, drug[1], batch, rng.choice(["0", "0", "0", "1"])),
             CM.pad(a.ini2(), 7), b.ini2(), "\n"])
        if rng.random() < 0.1:
            n.t("   %s\n" % rng.choice(["Late - pt phoned, car broke down; given on arrival.",
                                         "Cannula resited (tissued), 22G R forearm.",
                                         "Dose given at home by HITH nurse."]))
    n.t("\nMONITORING BLOODS (weekly FBC, U&E, LFT, CRP)\n")
    n.f("{d}: {l}\n", d=c.Ds(c.d0), l=", ".join(CL.lab_lines(rng, c, ["WCC", "CRP", "Creat", "ALT"], s.over, 0)))
    n.f("{d}: {l}\n", d=c.Ds(c.day(min(days, 7))), l=", ".join(CL.lab_lines(rng, c, ["WCC", "CRP", "Creat", "ALT"], None, 0)))
    if rng.random() < 0.8:
        n.f("\nAutomated dispensing cabinet: dispensed by {u}, fingerprint verified (biometric ID {b})\n",
            u=nurses[0].user(rng), b=(rng.choice(["FP-", "BIO", "FPR-"]) + F.digits(rng, 6), "BIOID"))
    if rng.random() < 0.55:
        n.f("Parking concession: vehicle reg {pl} valid {d1} to {d2}\n", pl=(F.plate(rng, c.c), "VEHICLE"),
            d1=c.Ds(c.d0), d2=c.Ds(stop))
    n.f("OPAT nurse line: {t} (Mon-Sun 08:00-18:00)\n", t=(F.phone(rng, c.c, "land"), "PHONE"))
    if rng.random() < 0.4:
        n.f("Self-administration training: {nok} ({rel}) signed off {d}\n", nok=c.nok.full(), rel=c.nok_rel,
            d=c.Ds(c.day(2)))
    return s
