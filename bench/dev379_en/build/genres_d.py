"""Genres: immunosuppression monitoring record, high-cost drug funding request (own genre)."""
import blocks
import clin
import loc
import narr
import pools
from core import P
from genres_a import SC, SC_FOR
from narr import fut, past


def monitoring_record(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    key = rng.choice(SC_FOR[c.dx] + ["rtx"])
    if key == "hcq":
        key = "aza"
    us = c.cc == "US"
    if key == "rtx":
        drug, dose, mon = ("Rituximab", "1 g x2 6-monthly", "FBC, IgG and CD19 before each cycle")
    else:
        drug, dose, mon, _ = SC[key]
    n.add(rng.choice(["IMMUNOSUPPRESSION MONITORING RECORD\n", "DMARD Monitoring Chart\n",
                      "Drug Monitoring - Blood Results Log\n", "Shared Care Monitoring Record\n"]))
    if rng.random() < 0.5:
        n.f("{hosp} - Rheumatology Drug Monitoring Service\n", x)
    else:
        n.f("{prac} (shared care with {hosp})\n", x)
    blocks.pt_header(n, c, rng.choice([0, 2, 3, 5]))
    n.f("Drug: " + drug + " " + dose + "   Started: {d}\n", x, d=c.D(past(c, 200, 1500), rng.choice([c.ds, "my"])))
    if key == "aza":
        n.f("TPMT: " + rng.choice(["38 mU/L (normal)", "21 mU/L (intermediate - reduced dose)", "normal activity"]) +
            " on {d}\n", x, d=c.D(past(c, 400, 1700), c.ts))
    if key == "tac":
        n.add("Target trough: 5-8 ng/mL\n")
    n.add("Schedule: " + mon + "\n")
    if rng.random() < 0.2:
        n.f("Phlebotomy check-in: fingerprint kiosk, ID {b}\n", x, b=P("FP-" + loc.digits(rng, 6), "BIOID"))
    n.add("\n")
    if us:
        hdr = "Date       Hgb   WBC  ANC  ALC  Plt  ALT  Cr    "
    else:
        hdr = "Date        Hb   WCC  Neut Lym  Plt  ALT  Cr   "
    extra = {"tac": "Tac ", "rtx": "IgG  ", "mtx": "MCV ", "mmf": "", "aza": "MCV ", "cic": "BP      "}.get(key, "")
    n.add(hdr + extra + "Lab no.        Init  Action\n")
    rows = rng.randint(5, 9)
    d = past(c, 30 * rows + 20, 30 * rows + 60)
    staff = [c.cns, c.pharm, c.nurses[0], c.nurses[1]]
    comments = []
    for i in range(rows):
        d = loc.add_days(d, rng.randint(14, 45))
        if d > c.d:
            d = c.d
        wcc = rng.randint(25, 95) / 10.0
        neut = round(wcc * rng.uniform(0.45, 0.75), 1)
        hb = rng.randint(96, 145)
        cells = [("%.1f" % (hb / 10.0)) if us else str(hb), "%.1f" % wcc, "%.1f" % neut,
                 "%.1f" % (wcc * rng.uniform(0.1, 0.3)), str(rng.randint(110, 380)), str(rng.randint(9, 140)),
                 ("%.2f" % rng.uniform(0.6, 1.6)) if us else str(rng.randint(50, 140))]
        ex = {"tac": "%.1f" % rng.uniform(3.5, 11), "rtx": "%.1f" % rng.uniform(3.8, 11.5),
              "mtx": str(rng.randint(86, 108)), "aza": str(rng.randint(88, 110)),
              "cic": "%d/%d" % (rng.randint(110, 160), rng.randint(65, 98))}.get(key)
        who = rng.choice(staff)
        abn = neut < 1.6 or int(cells[5]) > 100 or (key == "tac" and float(ex) > 9)
        act = rng.choice(["nil", "continue", "ok", "filed"]) if not abn else rng.choice(
            ["withhold, repeat 1/52", "dose reduced", "d/w consultant", "repeat FBC"])
        n.put([c.D(d, "num"), "  "] +
              [v.ljust(5) for v in cells] + ([(ex + " ").ljust(len(extra))] if ex else []) +
              [P(loc.accession(rng, d.year % 100), "IDNUM"), "  ",
               P(who.form("init"), "DOCTOR"), "    ", act, "\n"])
        if abn:
            comments.append((d, cells, who))
    if comments:
        n.add("\nComments:\n")
        for d, cells, who in comments:
            k = rng.random()
            if k < 0.5:
                n.f("{d}: neut {ne}, ALT {al}. " + rng.choice(["Dose reduced by 25 mg", "Withheld 1 week",
                                                               "MMF reduced to 750 mg bd",
                                                               "Tacrolimus reduced to 1.5 mg bd"]) +
                    ". Discussed with Dr {r}. Pt informed by phone ({mob}). - {w}\n", x,
                    d=c.D(d, c.ts), ne=cells[2], al=cells[5], r=c.doc(c.cons, "last"),
                    w=c.doc(who, rng.choice(["full", "il", "init"])))
            else:
                n.f("{d}: repeat requested; letter to {gpword} Dr {gpl}; " + rng.choice(
                    ["pt on holiday until ", "pt unable to attend until ", "next available slot "]) + "{d2}. - {w}\n",
                    x, d=c.D(d, c.ts), d2=c.D(loc.add_days(d, rng.randint(5, 14)), c.ts),
                    w=c.doc(who, rng.choice(["full", "il"])))
    else:
        n.add("\nAll results within thresholds.\n")
    n.f("\nNext bloods due: {d}", x, d=c.D(fut(c, 10, 90)))
    n.f(" at " + rng.choice(["{prac}", "{hosp} phlebotomy", "{prac} (practice nurse)"]) + "\n", x)
    if key in ("mtx", "aza", "mmf") and rng.random() < 0.5:
        n.add("Reminder: " + rng.choice(["no trimethoprim with MTX", "check for new allopurinol",
                                         "annual influenza vaccine (non-live)",
                                         "Shingrix course completed"]) + "\n")
    n.f("Reviewed by: {rv}, {r}, {d}\n", x, rv=c.doc(c.pharm if rng.random() < 0.5 else c.cns),
        r=rng.choice(["Specialist Pharmacist", "CNS", "Monitoring nurse"]), d=c.D(c.d, "num"))
    if rng.random() < 0.4:
        blocks.audit(n, c, c.pharm, 0.35)


FUND = {
    "sle": [("belimumab (Benlysta)", "10 mg/kg IV day 0, 14, 28 then 4-weekly", "J0490"),
            ("anifrolumab (Saphnelo)", "300 mg IV 4-weekly", "J0491")],
    "ln": [("belimumab (Benlysta)", "10 mg/kg IV 4-weekly with MMF", "J0490"),
           ("voclosporin (Lupkynis)", "23.7 mg PO bd", "n/a (oral)"),
           ("rituximab (Truxima)", "1 g IV x2", "Q5115")],
    "gpa": [("rituximab (Rixathon)", "1 g IV day 1 and 15", "Q5119"), ("avacopan (Tavneos)", "30 mg PO bd", "n/a (oral)")],
    "mpa": [("avacopan (Tavneos)", "30 mg PO bd", "n/a (oral)"), ("rituximab (MabThera)", "375 mg/m2 weekly x4", "J9312")],
    "egpa": [("mepolizumab (Nucala)", "300 mg s/c 4-weekly", "J2182")],
    "dcssc": [("nintedanib (Ofev)", "150 mg PO bd", "n/a (oral)"), ("tocilizumab (Actemra)", "162 mg s/c weekly", "J3262"),
              ("rituximab", "1 g IV x2", "J9312")],
    "lcssc": [("bosentan (Tracleer)", "62.5 mg bd then 125 mg bd", "n/a (oral)"),
              ("iloprost (Ilomedin) IV", "5-day infusion", "n/a")],
    "dm": [("IVIG (Octagam 10%)", "2 g/kg every 4 weeks", "J1568")],
    "asyn": [("rituximab", "1 g IV x2", "J9312")],
    "imnm": [("IVIG (Privigen)", "2 g/kg monthly", "J1459")],
    "mctd": [("rituximab", "1 g IV x2", "J9312")],
    "uctd": [("belimumab (Benlysta)", "200 mg s/c weekly", "J0490")],
}
ICD = {"sle": "M32.19", "ln": "M32.14", "gpa": "M31.31", "mpa": "M31.7", "egpa": "M30.1",
       "dcssc": "M34.81", "lcssc": "M34.1", "dm": "M33.10", "asyn": "M33.90", "imnm": "M60.80",
       "mctd": "M35.1", "uctd": "M35.9"}


REFPRE = {"UK": ["BQ", "IFR", "HCD"], "AU": ["PBS", "AUTH"], "CA": ["EAP", "SA"], "NZ": ["SA", "NPPA"],
          "IE": ["HDC", "MMP"], "US": ["PA"]}
CRIT = {
    "UK": ["meets commissioning criteria: active autoantibody-positive disease despite standard therapy",
           "meets NICE TA criteria (SELENA-SLEDAI >=10 on standard therapy)",
           "IFR: exceptional clinical circumstances - refractory to two conventional agents"],
    "US": ["as per payer policy: failure/intolerance of two formulary alternatives documented",
           "FDA-approved indication; step therapy requirements met"],
    "AU": ["fulfils PBS restriction: failure of two conventional agents for >=3 months",
           "TGA-registered indication; PBS authority criteria met"],
    "CA": ["meets EAP criteria: failure of two conventional immunosuppressants",
           "CADTH recommendation conditions met"],
    "NZ": ["meets PHARMAC Special Authority criteria", "NPPA: unusual clinical circumstances"],
    "IE": ["HDTC criteria met; NCPE assessment on file", "HSE Medicines Management Programme criteria met"],
}


def funding_request(n, c):
    rng = c.rng
    x = narr.X(c)
    yy = c.d.year % 100
    drug, dose, code = rng.choice(FUND[c.dx])
    cc = c.cons
    us = c.cc == "US"
    if us:
        ins = rng.choice(pools.INSURERS["US"])
        n.add(rng.choice(["PRIOR AUTHORIZATION REQUEST - SPECIALTY MEDICATION\n",
                          "Prior Authorization / Letter of Medical Necessity\n"]))
        n.f("To: {ins} Pharmacy Prior Authorization Dept   Fax: {f}\n", x, ins=P(ins, "ORGANIZATION"),
            f=P(loc.phone(rng, "US"), "FAX"))
        n.f("Date: {date}    PA case #: {cs}\n\n", x, cs=P("PA" + loc.digits(rng, 9), "IDNUM"))
        n.f("MEMBER\nName: {pt}\nDOB: {dob}\n{hpl}: {hp}   Group #: {g}\n", x,
            g=P(loc.letters(rng, 2) + loc.digits(rng, 5), "HEALTHPLAN"))
        if c.ssn and rng.random() < 0.6:
            n.f("SSN: {s}\n", s=P(c.ssn, "SSN"))
        n.put(["Address: "] + blocks.addr(c, oneline=True) + ["\n"])
        n.f("Phone: {tel}\n\n", x)
        n.f("PRESCRIBER\n{cons}, MD - Rheumatology\n", x)
        n.f("NPI: {npi}   DEA: {dea}\n", x, npi=P("1" + loc.digits(rng, 9), "LICENSE"),
            dea=P(rng.choice("ABFM") + cc.last[0].upper() + loc.digits(rng, 7), "LICENSE"))
        n.f("{hosp}, Rheumatology - Phone {htel}  Fax {hfax}\n", x)
        n.f("Contact: {cn}, RN, prior-auth coordinator, {m}\n\n", x, cn=c.doc(c.cns), m=P(c.cns.mail, "EMAIL"))
        n.add("MEDICATION\n" + drug + ", " + dose + "\nHCPCS: " + code + "   Site of care: ")
        n.f("{dayunit}\n", x)
        n.add("Diagnosis: " + clin.dx_text(rng, c) + " (ICD-10 " + ICD[c.dx] + ")\n\n")
    else:
        hdr = {"UK": "INDIVIDUAL FUNDING REQUEST / HIGH-COST DRUG APPLICATION\n",
               "AU": "PBS AUTHORITY APPLICATION - SUPPORTING LETTER\n",
               "CA": "EXCEPTIONAL ACCESS / SPECIAL AUTHORITY REQUEST\n",
               "NZ": "PHARMAC SPECIAL AUTHORITY / NPPA APPLICATION\n",
               "IE": "HIGH-TECH DRUG APPLICATION - HOSPITAL DRUGS & THERAPEUTICS COMMITTEE\n"}[c.cc]
        n.add(hdr)
        n.f("From: Dr {cons}, " + blocks.role(c, cc) + ", {hosp}\n", x)
        n.put(["Registration: "] + blocks.lic(c, cc) + ["\n"])
        n.f("Date: {date}    Ref: {r}\n\n", x,
            r=P(rng.choice(REFPRE[c.cc]) + "-%02d-" % yy + loc.digits(rng, 5), "IDNUM"))
        n.f("Patient: {ptLF}   DOB: {dob}   {hpl}: {hp}   Hospital no: {mrn}\n", x)
        if c.ssn and rng.random() < 0.6:
            n.f("{l}: {s}\n", l=c.ssnl, s=P(c.ssn, "SSN"))
        n.put(["Address: "] + blocks.addr(c, oneline=True) + ["\n"])
        if c.cc in ("AU", "IE", "UK") and rng.random() < 0.3:
            n.f("Private insurer: {ins}, policy {pol}\n", x, ins=P(rng.choice(pools.INSURERS[c.cc]), "ORGANIZATION"),
                pol=P(loc.letters(rng, 3) + loc.digits(rng, 7), "HEALTHPLAN"))
        n.add("\nDrug requested: " + drug + ", " + dose + "\nDiagnosis: " + clin.dx_text(rng, c) + "\n\n")
    n.add("Clinical summary:\n")
    k = rng.randint(0, 2)
    if k == 0:
        n.f("{t} {ptl} is a {age}-year-old {woman} with " + clin.dx_mid(rng, c) +
            " under my care since {d}. ", x, d=c.D(past(c, 300, 2500), "y"))
    elif k == 1:
        n.f("{ptf} ({age}) has refractory disease despite conventional immunosuppression. ", x)
    else:
        n.f("I am requesting funding for {t} {ptl}, aged {age}. ", x)
    narr.background(n, c, x)
    n.add("\nDisease activity: " + clin.score(rng, c) + ".\n")
    n.add("Serology: " + clin.sero(rng, c) + ".\n\n")
    n.add("Previous treatments:\n")
    prev = ["hydroxychloroquine", "methotrexate", "azathioprine", "mycophenolate mofetil", "cyclophosphamide",
            "rituximab", "prednisolone >7.5 mg", "IVIG", "tacrolimus"]
    rng.shuffle(prev)
    d = narr.dx_date(c)
    hst = rng.choice(["mys", "mynum", "my"])
    for p in prev[:rng.randint(2, 4)]:
        d2 = loc.add_days(d, rng.randint(120, 500))
        if d2 >= c.d:
            d2 = past(c, 10, 40)
        n.f("- " + p + " {a} to {b}: " + rng.choice(["inadequate response", "intolerance (GI)",
                                                     "leucopenia", "partial response, relapse on taper",
                                                     "hepatotoxicity"]) + "\n", x,
            a=c.D(d, hst), b=c.D(d2, hst))
        d = d2
    n.add("\nCriteria: " + rng.choice(CRIT[c.cc]) + ".\n")
    n.add("Baseline weight %d kg. " % rng.randint(50, 110))
    if rng.random() < 0.5:
        narr.public(n, c)
    narr.hardneg(n, c, 1)
    n.add("\n\nI confirm the above is accurate and that outcomes will be audited at 6 and 12 months.\n\n")
    n.f("Signature: Dr {cons}    Date: {d}\n", x, d=c.D(c.d, "num"))
    if not us:
        n.f("Contact: {htel} / {m}\n", x, m=P(cc.mail, "EMAIL"))
    if rng.random() < 0.4:
        n.f("Supporting documents uploaded via {u}\n", x,
            u=P("https://" + rng.choice(["portal", "forms", "ifr"]) + "." +
                rng.choice(["example.org", "example.net", c.domain]) + "/case/" + loc.digits(rng, 6), "URL"))
    if rng.random() < 0.3:
        blocks.audit(n, c, c.cns, 0.5)
