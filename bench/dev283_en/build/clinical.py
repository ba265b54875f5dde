"""Reusable clinical-engineering text blocks, full of hard negatives
(units, standards, part numbers, scores, pressures written like dates,
eponyms, durations). Functions write into a Note using a Case.
"""
import ids
import pools_orgs as PO
from devices import DRUGS, SD_DRUGS, STANDARDS

HARD_NEG = [
    "Pt on NIV 18/6 cmH2O, SpO2 91-93% on 2 L/min.",
    "GCS 14/15 at the time, BP 132/84, HR 96.",
    "Obs: T 37.9, RR 22, BP 104/62, NEWS2 5.",
    "Lives with daughter who is 34/40 pregnant - carer cover arranged.",
    "Heparin APTT ratio 2.4 at 06:00, infusion adjusted per protocol.",
    "Foley catheter in situ, urine output 35 mL/h.",
    "Hickman line, no Luer lock on extension set - replaced with needle-free connector.",
    "Venturi mask 28% changed to nasal cannula 2 L.",
    "Trendelenburg tilt used during line insertion.",
    "Korotkoff sounds audible on manual check, auto NIBP 30 mmHg high.",
    "Swan-Ganz catheter transducer zeroed at phlebostatic axis.",
    "Waterlow score 22, Braden 11 - high risk, dynamic mattress indicated.",
    "MUST score 2, NG feed 1500 mL/24 h at 62.5 mL/h.",
    "Parkinson's disease, on rotigotine patch 4 mg/24 h.",
    "Glasgow-Blatchford score 7 documented by ED.",
    "Doppler used for pedal pulses, ABPI 0.82.",
    "Yankauer sucker attached to portable unit, 200 mmHg max.",
    "Guedel airway size 3 in resus trolley - checked.",
    "Hb 84 g/L, K+ 5.9 mmol/L, creatinine 212 umol/L.",
    "INR 2.8, on warfarin 3 mg OD.",
    "Cheyne-Stokes breathing noted overnight on CPAP download.",
    "AHI 31/h pre-treatment, 4.2/h on APAP 8-14 cmH2O.",
    "Fontan circulation - cardiology aware.",
    "Glucose 14.2 mmol/L, insulin sliding scale 6 units/h.",
    "Bristol stool chart type 6 x3.",
    "Child-Pugh B, MELD 15.",
    "Fowler position 45 degrees maintained.",
    "Babinski upgoing on L - neuro review requested.",
    "Clinical Frailty Scale 6.",
    "MRC dyspnoea scale 4, FEV1 0.9 L (38% predicted).",
]

DURATIONS = ["for 3 days", "over the last 2 weeks", "for 48 h", "since last month",
             "x 6 wks", "for approx 10 min", "for 72 hours", "over 2 nights",
             "for the past fortnight", "for 5/7", "for 2/52", "for 3/12"]

VISUAL = ["Visual inspection: casing intact, labels legible, mains lead and plug OK, fuse 5 A.",
          "VI: cracked battery cover, mains lead strain relief loose - both addressed.",
          "Visual/mechanical: castors OK, brakes OK, no fluid ingress, IV pole clamp secure.",
          "VI pass. Accessories checked: pole clamp, mains lead (2 m, IEC C13), charger.",
          "Casing scuffed but sound. Rating plate present, CE mark and UKCA label legible."]


ESA_STD = {"UK": ["IEC 62353", "IEC 62353:2014", "BS EN 62353", "MHRA DB 2006(05)"],
           "US": ["IEC 62353", "NFPA 99", "IEC 60601-1", "AAMI ES60601-1"],
           "AU": ["AS/NZS 3551", "AS/NZS 3551:2012", "IEC 62353", "AS/NZS 3200.1.0"],
           "CA": ["CSA Z32", "CSA C22.2 No. 60601-1", "IEC 62353"]}


def pick(rng, seq, k):
    seq = list(seq)
    rng.shuffle(seq)
    return seq[:k]


def esafety(n, k, dev=None, table=None):
    r = k.rng
    dv = dev or k.dev
    cls = dv.d["cls"]
    ap = dv.d["ap"] or "none"
    if table is None:
        table = r.random() < 0.6
    std = r.choice(ESA_STD[k.c])
    eb = "n/a (Class II)" if cls == "II" else "%.3f ohm (limit 0.3)" % r.uniform(0.02, 0.19)
    ins = ">%d MOhm" % r.choice([200, 500, 999]) if r.random() < 0.7 else "%d MOhm" % r.randint(40, 480)
    el = "%d uA" % r.randint(3, 180)
    pl = "%.1f uA" % r.uniform(0.5, 9.5)
    if table:
        n.line("Electrical safety (%s), Class %s, %s:" % (std, cls, "no applied part" if ap == "none" else "Type " + ap))
        n.line("  Test                    Result            Limit     P/F")
        n.line("  Protective earth        %-17s 0.3 ohm   %s" % (eb.split(" (")[0], "PASS" if cls == "I" else "-"))
        n.line("  Insulation resistance   %-17s 2 MOhm    PASS" % ins)
        n.line("  Equipment leakage (alt) %-17s 500 uA    PASS" % el)
        if ap != "none":
            n.line("  Applied part leakage    %-17s %s     PASS" % (pl, "10 uA" if ap == "CF" else "100 uA"))
    else:
        n.line("ESA to %s - Class %s%s: PE %s, IR %s, EqL %s%s. Pass." % (
            std, cls, "" if ap == "none" else " " + ap, eb, ins, el, (", APL " + pl) if ap != "none" else ""))


def test_kit(n, k, label="Test equipment"):
    r = k.rng
    kind, model = r.choice(PO.TEST_EQUIPMENT)
    n.f("{lab}: {m} ({kind}) s/n {sn}, cal due {due}\n", lab=label, m=model, kind=kind,
        sn=(ids.serial(r), "DEVICE"), due=k.d(r.randint(40, 330), r.choice(["num", "month_year", "iso", "dmy_text"])))


def drug_line(rng, dev_key):
    if dev_key == "sd":
        return "Syringe driver running %s (CSCI)." % rng.choice(SD_DRUGS)
    if dev_key in ("vip", "warmer"):
        dname, conc, unit = rng.choice(DRUGS)
        return "Infusing %s %s at %s %s at the time." % (dname, conc, rng.choice(["2.5", "4", "12", "0.08", "1.2", "18"]), unit)
    if dev_key == "feed":
        return "Feed regimen: %d mL/h for %d h, 50 mL water flush 4-hourly." % (rng.choice([60, 75, 85, 100, 125]), rng.choice([16, 18, 20]))
    if dev_key in ("o2c",):
        return "Prescribed O2 %s L/min for %d h/day (LTOT), SpO2 target 88-92%%." % (rng.choice(["1", "1.5", "2", "3"]), rng.choice([15, 16, 24]))
    if dev_key == "cpap":
        return "Settings: APAP %d-%d cmH2O, ramp %d min, humidity %d, mask %s." % (
            rng.randint(4, 7), rng.randint(12, 18), rng.choice([0, 15, 20, 30]), rng.randint(1, 5),
            rng.choice(["nasal pillows", "full face (M)", "nasal (L)"]))
    if dev_key in ("homevent", "vent"):
        return "Settings: IPAP %d, EPAP %d, BUR %d/min, Ti %.1f s." % (rng.randint(14, 24), rng.randint(4, 8), rng.randint(10, 16), rng.uniform(0.9, 1.4))
    return rng.choice(HARD_NEG)


def standard(rng):
    return rng.choice(STANDARDS)


def sign(n, k, person, role="eng", label=None, date_off=0, with_date=True):
    r = k.rng
    lab = label or r.choice(["Engineer", "Signed", "Completed by", "Tech", "Sign-off", "Eng"])
    if with_date:
        n.f("{lab}: {who}  {dt}{t}\n", lab=lab, who=k.s(person, role),
            dt=k.d(date_off, r.choice(["num", "iso", "dmon", "num2"])), t=r.choice(["", " %02d:%02d" % (r.randint(7, 19), r.randint(0, 59))]))
    else:
        n.f("{lab}: {who}\n", lab=lab, who=k.s(person, role))


def hours(rng):
    return "%.1f h" % rng.choice([0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0])


def clause(rng):
    return rng.choice([
        "No patient harm identified at this stage.",
        "Device quarantined and labelled DO NOT USE.",
        "Spare issued from equipment library.",
        "Consumables (giving sets, lot retained) sent with device.",
        "Ward informed device to remain out of service pending parts.",
        "Event log downloaded and attached to job.",
        "Checked against manufacturer service manual rev. D, section 7.4.",
        "Parts ordered on next-day delivery.",
        "Device older than 10 years - flagged for replacement programme.",
        "PPM brought forward as device was due within 4 weeks.",
        "Battery date code 2219 - replaced as over 3 years old.",
        "Firmware left unchanged pending FSN instruction.",
        "Cleaned with Clinell-type wipes before handling (contact precautions).",
        "Re-labelled with new PAT/ESA label, next due in 12 months.",
    ])


def history(n, k, rows=None):
    """Asset history mini-table: dates, WO numbers, tech initials."""
    r = k.rng
    rows = rows or r.randint(2, 4)
    n.line(r.choice(["Asset history (last %d):" % rows, "Previous jobs:", "WO history"]))
    off = -r.randint(20, 60)
    for _ in range(rows):
        kind = r.choice(["PPM", "CM", "PPM", "FSN", "Acceptance", "CM"])
        txt = {"PPM": "annual PPM, pass", "CM": r.choice(["battery replaced", "NFF", "door seal replaced",
                                                          "cable replaced", "dropped - housing replaced"]),
               "FSN": "software update per FSN", "Acceptance": "acceptance test, commissioned"}[kind]
        n.f("  {d}  {wo}  {kind:<10} {txt}  ({who})\n", d=k.d(off, r.choice(["num", "iso"])),
            wo=(k.newid("wo", off)[1], "IDNUM"), kind=kind.ljust(10), txt=txt,
            who=k.s(r.choice([k.eng, k.eng2, k.mgr]), "eng", r.choice(["initials", "init_last"])))
        off -= r.randint(60, 400)


def dept_footer(n, k):
    r = k.rng
    n.f("{dep}, {h}, {a}\nTel {ph}  Fax {fx}  {em}\n",
        dep=r.choice(["Clinical Engineering", "EBME Department", "Biomedical Engineering", "Medical Equipment Management"]),
        h=k.hosp_i(False), a=[(k.hosp_street, "STREET"), ", ", (k.hosp_city, "CITY")],
        ph=(k.dept_phone, "PHONE"), fx=(k.dept_fax, "FAX"), em=(k.dept_email, "EMAIL"))
