"""Own genres: inpatient discharge summary, remote-monitoring alert log, funding / prior-authorisation request,
travel (fit-to-fly and equipment) letter."""
import pools as PL
from core import pat, ip as ipaddr, slug
from world import staff
from gen_a import letterhead, pt_block, kpa, ref_line
from gen_b import EMERG, bioid

SITE = {"UK": ("Respiratory Support Unit", "HDU"), "IE": ("Respiratory Unit", "HDU"), "US": ("MICU", "step-down unit"),
        "CA": ("ICU", "step-down unit"), "AU": ("Respiratory Ward HDU", "ICU"), "NZ": ("Respiratory Ward", "HDU")}


def discharge_summary(n, c):
    r = c.rng
    h = c.hosp
    letterhead(n, c, h)
    n.ln()
    n.ln(r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "DISCHARGE SUMMARY - RESPIRATORY MEDICINE", "Electronic Discharge Notification"]))
    pt_block(n, c, r.choice(["lines", "table", "compact"]))
    adm = c.day(-r.randrange(4, 25))
    dis = c.day(-r.randrange(0, 3))
    ward = r.choice(PL.WARD_NAMES)
    n.ln("Admitted: ", c.D(adm), " ", c.T(), " via ", r.choice(["ED", "A&E", "GP referral", "ambulance", "direct from clinic"]), "   Discharged: ", c.D(dis))
    n.ln("Ward: ", (ward, "HOSPITAL"), "   Bed: ", (pat(r, r.choice(["##", "#", "B#", "#@"])), "LOCATION_OTHER"), "   Consultant: ", c.sn(c.cons, "tl"))
    n.ln(r.choice(["Spell no: ", "Encounter #: ", "Visit no: ", "FIN: "]), (pat(r, r.choice(["#########", "V########", "EN-#######"])), "ACCOUNT"))
    if c.us:
        lab, val, org = c.plan
        n.ln("Insurance: ", (org, "ORGANIZATION") if org else "Medicaid" if "Medicaid" in lab else "Medicare" if "Medicare" in lab else "provincial plan",
             "  ", lab, " ", (val, "HEALTHPLAN"), ["  Group ", (c.group, "HEALTHPLAN")] if org and r.random() < 0.6 else None)
        if c.cc == "US" and r.random() < 0.5:
            n.ln("SSN: ", (c.ssn[1], "SSN"), "   PCP: ", c.sn(c.gp, "tfull"), ", NPI ", (c.gp["lic"], "LICENSE"))
    n.ln()
    n.ln("Diagnosis: acute-on-chronic hypercapnic respiratory failure secondary to ", c.dx, r.choice([" with lower respiratory tract infection", " (NIV non-adherence)",
                                                                                                      " and aspiration pneumonia", " - precipitant unclear", " with COVID-19 (PCR positive)"]), ".")
    n.ln("Comorbidities: ", ", ".join(r.sample(["hypertension", "T2DM (HbA1c 58 mmol/mol)", "AF on apixaban", "cor pulmonale", "OSA", "cardiomyopathy (EF 35%)",
                                                "osteoporosis", "GORD", "depression", "CKD stage 3a"], 3)), ".")
    n.ln()
    n.ln("Course:")
    sk = SITE[c.cc]
    n.f("Presented with {s}. ED ABG: pH {ph}, PaCO2 {pc}, HCO3 {hc}. Started acute NIV in {u} (IPAP {ip}/EPAP {ep}); "
        "{x}. Stepped down to {w} on {d}. Home ventilator re-established with settings below; overnight TcCO2 on {d2} satisfactory.\n",
        s=r.choice(["3 days of increasing drowsiness", "breathlessness and green sputum", "morning headaches and confusion", "a fall and hypoxia"]),
        ph="%.2f" % r.uniform(7.18, 7.33), pc=kpa(c, r.uniform(8, 12.5)), hc=str(r.randrange(28, 40)), u=sk[0], ip=str(c.set["ipap"] + 2), ep=str(c.set["epap"]),
        x=r.choice(["improved over 48 h", "required ICU review but not intubated", "IV amoxicillin/clarithromycin given", "physio with MI-E 4-hourly"]),
        w=(ward, "HOSPITAL"), d=c.D(c.day((adm - c.base).days + r.randrange(1, 4)), "dm"), d2=c.D(c.day((dis - c.base).days - 1), r.choice(["dm", None])))
    if r.random() < 0.4:
        n.f("Seen by {w} ({rel}) who raised concerns about coping; discussed with {sw}.\n", w=c.fn(c.nok, "full"), rel=c.nok["rel"], sw=c.sn(staff(r, c.cc, "sw"), "full"))
    n.ln()
    n.ln("Ventilation at discharge: ", c.vent, " (S/N ", (c.vent_sn, "DEVICE"), ")")
    n.add(c.setting_lines(table=True))
    n.ln("Interface: ", c.trach or c.mask, "; use ", c.hours)
    n.ln()
    n.ln("Medications on discharge:")
    for m in r.sample(PL.DRUGS, r.randrange(3, 7)):
        n.ln("  - ", m)
    n.ln()
    n.ln("Follow-up:")
    n.f("  - LTV clinic with {d} in 6 weeks ({dt}).\n", d=c.sn(c.cons, "tl"), dt=c.D(c.day(r.randrange(35, 50))))
    n.f("  - Home visit by {s} within 2 weeks; remote download weekly.\n", s=c.sn(c.cns, "full"))
    n.f("  - GP ({g}, {p}): {a}.\n", g=c.sn(c.gp, "tl"), p=c.fac(c.gp_site), a=r.choice(["U&E in 1 week", "review antibiotics", "repeat CXR in 6 weeks", "no actions"]))
    n.ln()
    doc = staff(r, c.cc, "reg")
    n.add("Discharging clinician: ", c.sn(doc, "tfull"), ", ", doc["job"], ", ", r.choice(["bleep ", "pager ", "ext "]), c.ph("bleep"))
    n.ln()
    if r.random() < 0.5:
        n.ln("Sent electronically to ", c.fac(c.gp_site), "; copy by fax ", (c.gp_site["fax"], "FAX"))
    else:
        n.ln("Copy to: ", c.fac(c.gp_site), " (fax ", (c.gp_site["fax"], "FAX"), ") and ", c.fac(c.serv))


def remote_monitoring(n, c):
    r = c.rng
    users = [c.phys, c.cns, staff(r, c.cc, "physiol")]

    def uname(s):
        return r.choice(["%s%s" % (s["first"][0], s["last"]), "%s.%s" % (s["first"], s["last"]), "%s_%s%d" % (s["last"][:5], s["first"][0], r.randrange(1, 9))]) \
            .lower().replace(" ", "").replace("'", "").replace("-", "")
    unames = [uname(s) for s in users]
    n.ln(r.choice(["REMOTE MONITORING - ALERT AND ACTION LOG", "Telemonitoring alert log (home ventilation)", "REMOTE VENTILATOR MONITORING REPORT",
                   "Cloud data alerts - weekly review"]))
    n.ln("Service: ", c.fac(c.serv), "   Portal: ", c.url(c.serv, r.choice(["rm/login", "monitoring", "portal/patients", None])))
    n.ln("Patient: ", c.pn(r.choice(["LF", "full", "upper", "init"])), "   DOB ", c.D(c.dob), "   Portal ID ", (pat(r, r.choice(["P-######", "RM#######", "########"])), "IDNUM"),
         "   ", "MRN " if c.us else "Hosp no ", (c.mrn, "MRN"))
    mdm = pat(r, r.choice(["MDM-########", "35#############", "IMEI 35##########"]))
    if mdm.startswith("IMEI "):
        n.ln("Device: ", c.vent, " SN ", (c.vent_sn, "DEVICE"), "   modem IMEI ", (mdm[5:], "DEVICE"))
    else:
        n.ln("Device: ", c.vent, " SN ", (c.vent_sn, "DEVICE"), "   modem ", (mdm, "DEVICE"))
    src = ipaddr(r)
    n.ln("Last connection from ", (src, "IPADDR"), " (", r.choice(["cellular", "home Wi-Fi", "hospital guest network"]), ")")
    n.ln("Thresholds: usage < 4 h x2 nights; leak95 > 40 L/min; MV < %.1f L/min; SpO2 mean < 88%%; RR > 28" % r.uniform(3.5, 6))
    n.ln()
    n.ln("TIMESTAMP            | EVENT          | DETAIL                                   | USER")
    d = c.day(-r.randrange(5, 14))
    sty = r.choice(["iso", "iso", "num", "dash"])
    ev = [("ALERT", "LOW_USAGE", "usage %d h %02d min (threshold 4 h)" % (r.randrange(0, 4), r.randrange(60))),
          ("ALERT", "HIGH_LEAK", "leak95 %d L/min" % r.randrange(41, 90)), ("ALERT", "LOW_MV", "MV 50th %.1f L/min" % r.uniform(2.5, 5)),
          ("ALERT", "NO_DATA", "no upload 48 h"), ("ALERT", "HIGH_RR", "RR 95th %d" % r.randrange(28, 40)),
          ("ALERT", "SPO2_LOW", "SpO2 mean %d%%" % r.randrange(82, 88)), ("INFO", "SETTINGS_CHG", "IPAP %d->%d remotely, confirmed with patient" % (c.set["ipap"] - 1, c.set["ipap"]))]
    for i in range(r.randrange(4, 9)):
        d = c.day((d - c.base).days + r.randrange(1, 3))
        lvl, code, det = r.choice(ev)
        h0 = r.randrange(0, 8) if lvl == "ALERT" else r.randrange(9, 17)
        n.add(c.D(d, sty), " ", "%02d:%02d:%02d" % (h0, r.randrange(60), r.randrange(60)), " | ", (lvl + " " + code)[:14].ljust(14), " | ", det[:40].ljust(40), " | ")
        n.ln("system" if lvl == "ALERT" and r.random() < 0.5 else (r.choice(unames), "USERNAME"))
        if lvl == "ALERT" and r.random() < 0.6:
            u = r.choice(range(len(users)))
            n.add(c.D(d, sty), " ", "%02d:%02d:%02d" % (r.randrange(9, 18), r.randrange(60), r.randrange(60)), " | ACK            | ")
            act = r.choice(["called patient - mask off in sleep", "called ", "SMS sent to carer", "no answer, e-mail sent", "reviewed - artefact, no action",
                            "booked home visit"])
            if act == "called ":
                f = r.choice(c.fam)
                n.add("called ", f["rel"], " ", c.fn(f, "first"), " on ", (f["tel"], "PHONE"), "; ", r.choice(["unwell, GP today", "power cut overnight", "new mask leaking"]))
            elif act.startswith("no answer"):
                n.add("no answer; e-mailed ", (c.email, "EMAIL"))
            else:
                n.add(act)
            n.ln(" | ", (unames[u], "USERNAME"))
    n.ln()
    if r.random() < 0.4:
        kind = r.choice(["fp", "fr"])
        n.ln("Patient app login: ", {"fp": "fingerprint", "fr": "face"}[kind], " unlock enrolled, template ref ", (bioid(r, kind), "BIOID"))
    n.ln("Notifications: SMS to ", (c.nok["tel"], "PHONE"), " (", c.nok["rel"], "), e-mail to ", (c.staff_email(c.cns), "EMAIL"))
    n.ln("Weekly review signed: ", c.sn(users[0], "full"), " (", (unames[0], "USERNAME"), ") ", c.D(c.base, sty))
    if r.random() < 0.3:
        n.ln("Data export: ", c.url(c.serv, "export/" + pat(r, "########") + ".csv"), "  - contains identifiable data, store on secure drive only")


def funding_request(n, c):
    r = c.rng
    cc = c.cc
    letterhead(n, c, c.serv, web=r.random() < 0.3)
    n.ln()
    n.ln(c.D(c.base, r.choice(["long", None])))
    if r.random() < 0.5:
        ref_line(n, c, c.cons)
    n.ln()
    lab, val, org = c.plan
    if cc == "US":
        payer = org or ("State Medicaid Agency" if "Medicaid" in lab else "Medicare DME MAC")
        n.ln((payer, "ORGANIZATION") if org else payer, r.choice([" - Utilization Management", " - Prior Authorization Dept", ""]))
        n.ln("Fax: ", c.ph("fax", "FAX"))
        n.ln()
        n.ln("RE: LETTER OF MEDICAL NECESSITY - Home mechanical ventilator (HCPCS E0466)")
        n.ln("Patient: ", c.pn("full"), "   DOB: ", c.D(c.dob), "   ", lab, ": ", (val, "HEALTHPLAN"), ["   Group #: ", (c.group, "HEALTHPLAN")] if org else None)
        if r.random() < 0.5:
            n.ln("SSN (last required by plan form): ", (c.ssn[1], "SSN"))
        n.ln("Prior auth ref: ", (pat(r, "PA-####-#####"), "IDNUM"), "   Ordering physician: ", c.sn(c.cons, "tfull"), ", NPI ", (c.cons["lic"], "LICENSE"))
        n.ln("DME supplier: ", (c.supplier, "ORGANIZATION"), ", NPI ", ("1" + pat(r, "#########"), "LICENSE"), ", acct ", (pat(r, "########"), "ACCOUNT"))
        n.ln("ICD-10: ", PL.ICD[c.dxkey], ", J96.12, Z99.11    Codes: E0466, A7030, A4604 (not E0471 - see below)")
    else:
        to = {"UK": "Continuing Healthcare / Individual Funding Request Panel", "IE": "HSE Aids and Appliances Committee",
              "CA": "Assistive Devices Program (ADP)", "AU": "NDIS Assistive Technology team", "NZ": "Disability Support Services / ACC"}[cc]
        n.ln(to)
        if r.random() < 0.5:
            n.ln("By secure e-mail: ", ("funding.panel@" + r.choice(["icb", "hse", "adp", "ndis", "dss"]) + ".example.org", "EMAIL"))
        n.ln()
        n.ln("Re: ", c.pn(r.choice(["full", "fml"])), ", DOB ", c.D(c.dob), ", ", *c.addr())
        idl = [(c.natid[0] + " ") if c.natid else "Hosp no ", (c.natid[1] if c.natid else c.mrn, "MRN")]
        if cc in ("CA", "IE", "AU"):
            if cc == "AU" and r.random() < 0.6:
                idl += ["; NDIS no. ", (pat(r, "43#######"), "HEALTHPLAN")]
            else:
                idl += ["; ", lab, " ", (val, "HEALTHPLAN")]
        n.ln(*idl)
        n.ln(c.ssn[0], ": ", (c.ssn[1], "SSN"), r.choice(["", " (for benefit linkage)", " - held on file"]))
        n.ln("Case ref: ", (pat(r, r.choice(["IFR/####/###", "CHC-######", "ADP#######", "AT-####-####", "ACC#######"])), "IDNUM"))
        if cc == "CA":
            n.ln("Authorizer: ", c.sn(c.phys, "full"), ", ADP authorizer reg. ", (pat(r, "######"), "LICENSE"))
    n.ln()
    n.ln(r.choice(["To whom it may concern,", "Dear Sir/Madam,", "Dear Panel,"]))
    n.ln()
    n.f("I am writing in support of funding for {x} for {p}, a {a}-year-old with {dx}. ", x=r.choice(["a second (back-up) ventilator", "a home mechanical ventilator with internal battery",
                                                                                                     "24-hour care package with ventilation-trained carers", "a cough assist device", "a portable ventilator for wheelchair use"]),
        p=c.pn(r.choice(["title", "full"])), a=(str(c.age), "AGE"), dx=c.dx)
    n.f("{He} has used NIV since {y} and now requires ventilation {h}.\n\n", He=c.he.capitalize(), y=c.D(c.niv_date, r.choice(["y", "my"])), h=c.hours)
    n.ln("Clinical criteria:")
    n.ln("  - Daytime PaCO2 %s (ABG %s); FVC %d%% predicted; MIP %d cmH2O; SNIP %d cmH2O" % (kpa(c, r.uniform(6.2, 8.5)), "on room air", r.randrange(18, 50), r.randrange(15, 59), r.randrange(15, 45)))
    n.ln("  - Overnight TcCO2 peak %s with %d%% of night above %s" % (kpa(c, r.uniform(6.9, 9.5)), r.randrange(10, 90), kpa(c, 6.5)))
    n.ln("  - Bilevel device without backup rate inadequate (E0471 trial failed)" if cc == "US" else "  - Single device inadequate: ventilation > 16 h/day means failure is life-threatening")
    n.ln("  - Equipment currently on loan: ", c.vent, " SN ", (c.vent_sn, "DEVICE"))
    n.ln()
    if r.random() < 0.6:
        n.f("{He} lives with {rel} {f}", He=c.he.capitalize(), rel=c.nok["rel"], f=c.fn(c.nok, "full"))
        if c.nok.get("prof"):
            n.f(", who works as a {p}", p=(c.nok["prof"], "PROFESSION"))
        n.add(". ")
        if c.prof:
            n.f("{He} {w} a {p}", He=c.he.capitalize(), w="was formerly" if c.retired else "worked as", p=(c.prof, "PROFESSION"))
            if r.random() < 0.5:
                n.f(" with {o}", o=(r.choice(PL.ORG_EMPLOY), "ORGANIZATION"))
            n.add(" until ")
            n.add(c.D(c.day(-r.randrange(100, 1500)), r.choice(["y", "my"])))
            n.add(".")
        n.ln()
        n.ln()
    n.ln("Please contact me on ", c.ph("sw"), " or ", (c.staff_email(c.cons), "EMAIL"), " with any questions.")
    n.ln()
    n.ln("Yours faithfully," if r.random() < 0.5 else "Sincerely,")
    n.ln()
    n.ln(*c.sig(c.cons, lic=True, contact=False))
    n.ln(c.fac(c.serv))
    n.ln()
    n.ln("Enc: downloads (", c.D(c.day(-30), "dm"), " - ", c.D(c.day(-1), "dm"), "), TcCO2 report, ABG.")


STREET_ABROAD = {"Portugal": "Rua do Sol %d", "Spain": "Calle Mayor %d", "Italy": "Via Roma %d", "Greece": "Odos Kanari %d", "France": "%d rue des Lilas",
                 "Poland": "ul. Dluga %d", "Lithuania": "Laisves al. %d", "Mexico": "Calle Hidalgo %d", "Turkey": "Kordon Cad. No %d"}
CC_PREFIX = {"Portugal": "+351 21", "Spain": "+34 95", "Italy": "+39 080", "Greece": "+30 28210", "France": "+33 2", "Poland": "+48 58",
             "Lithuania": "+370 37", "Mexico": "+52 951", "Turkey": "+90 232", "Pakistan": "+92 42", "India": "+91 484", "Nigeria": "+234 42",
             "Ghana": "+233 32", "the Philippines": "+63 32", "Vietnam": "+84 236", "Jamaica": "+1 876", "Fiji": "+679", "Samoa": "+685",
             "Tonga": "+676", "Canada": "+1 902", "Australia": "+61 8", "New Zealand": "+64 3", "Cyprus": "+357 26", "Malta": "+356 21",
             "Kenya": "+254 41", "South Africa": "+27 31", "Zimbabwe": "+263 29"}


def travel_letter(n, c):
    r = c.rng
    home_cn = PL.COUNTRY_NAME[c.cc]
    dests = [x for x in PL.ABROAD if x != home_cn]
    dest = r.choice(dests)
    city = PL.ABROAD_CITIES[dest]
    letterhead(n, c, c.serv)
    n.ln()
    n.ln(c.D(c.base, r.choice(["long", None, "ord"])))
    if r.random() < 0.4:
        ref_line(n, c, c.cons)
    n.ln()
    n.ln(r.choice(["TO WHOM IT MAY CONCERN", "Medical equipment letter - air travel", "FIT TO FLY / MEDICAL DEVICE LETTER"]))
    n.ln()
    n.ln("Re: ", c.pn(r.choice(["full", "fml", "upper"])), ", date of birth ", c.D(c.dob, r.choice(["long", None])))
    n.ln("Home address: ", *c.addr())
    n.ln()
    d1 = c.day(r.randrange(10, 80))
    d2 = c.day((d1 - c.base).days + r.randrange(7, 30))
    al = r.choice(PL.ORG_AIR)
    n.f("This is to confirm that {p} has {dx} and is dependent on a home ventilator ({v}, serial number {sn}) {h}. "
        "{He} will be travelling with {al} from {town} to {city}, {cn} on {d1}, returning on {d2}.\n\n",
        p=c.pn(r.choice(["title", "full"])), dx=c.dx, v=c.vent, sn=(c.vent_sn, "DEVICE"), h=c.hours, He=c.he.capitalize(), al=(al, "ORGANIZATION"),
        town=(c.home["town"], "CITY"), city=(city, "CITY"), cn=c.country_p(dest), d1=c.D(d1, r.choice(["long", None])), d2=c.D(d2, r.choice(["long", None])))
    n.ln("Device information:")
    n.ln("  - ", c.vent, ": medical device, carry-on; must remain with the passenger; do not place in hold.")
    n.ln("  - Lithium-ion batteries: %d Wh each x %d (under 100 Wh, no airline approval needed per IATA guidance)." % (r.randrange(60, 100), r.randrange(1, 3)))
    n.ln("  - Power: 100-240 V AC, 12/24 V DC adaptor; cabin outlets not to be relied upon.")
    if r.random() < 0.5:
        n.ln("  - Also carrying: ", c.cough, " (SN ", (c.cough_sn, "DEVICE"), "), suction unit, spare circuits and mask.")
    if r.random() < 0.5:
        n.ln("  - Hypoxic challenge test ", c.D(c.day(-r.randrange(5, 60))), ": SpO2 fell to %d%% on FiO2 15%%; in-flight O2 %s." % (r.randrange(84, 95), r.choice(["not required", "2 L/min via POC recommended"])))
    n.ln()
    stay = STREET_ABROAD.get(dest, "%d Seaview Road") % r.randrange(1, 120)
    n.f("Address while abroad: {s}, {c2}, {cn}.\n", s=(stay, "STREET"), c2=(city, "CITY"), cn=c.country_p(dest))
    if r.random() < 0.6:
        pre = CC_PREFIX.get(dest, "+44 20")
        f = r.choice(c.fam)
        n.f("Contact there: {rel} {f}, {t}.\n", rel=f["rel"], f=c.fn(f, "full"), t=("%s 555 %s" % (pre, pat(r, "####")), "PHONE"))
    n.f("Accompanied by {who}, trained in all emergency procedures.\n", who=[c.nok["rel"], " ", c.fn(c.nok, "full")] if r.random() < 0.7 else ["carer ", c.fn(c.carers[0], "full")])
    if r.random() < 0.3:
        n.ln("Hire car booked abroad - registration to follow; own adapted vehicle ", (pat(r, "@@## @@@") if c.cc == "UK" else pat(r, "@@@-###"), "VEHICLE"), " left at airport parking.")
    if r.random() < 0.4:
        lab, val, org = c.plan
        n.ln("Travel insurance: ", (org or r.choice(PL.ORG_INSURE["UK"]), "ORGANIZATION"), ", policy ", (pat(r, "TRV-#######"), "HEALTHPLAN"))
    n.ln()
    n.f("In an emergency abroad please contact local services and our team on {t} (24 h: {t2}).\n\n", t=c.ph("sw"), t2=(c.hosp["tel"], "PHONE"))
    n.ln("Yours faithfully,")
    n.ln()
    n.ln(*c.sig(r.choice([c.cons, c.cons, c.phys]), lic=r.random() < 0.5, contact=True))
