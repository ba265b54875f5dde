"""Genres: palliative care referral, clinical trial screening log, oncology nurse telephone triage."""
from common import ph
import blocks as B
import clin as C
import pools as P
from genres_a import pick_dx, pr


def palliative_referral(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    n.t(r.choice(["SPECIALIST PALLIATIVE CARE REFERRAL", "Referral to Palliative Care Consult Service",
                  "Community Specialist Palliative Care - Referral Form", "PALLIATIVE CARE REFERRAL"]) + "\n")
    n.f("To: {h}\n", h=ph(r.choice([r.choice(P.HOSPICES), c.H]), "HOSPITAL"))
    n.f("Date: {d}    Urgency: {u}\n", d=c.D(c.visit), u=r.choice(["URGENT - within 24 h", "within 48 h", "routine (7 days)"]))
    if r.random() < 0.4:
        n.f("Referral ref: {u}\n", u=ph("%s %s %s" % (c.digits(4), c.digits(4), c.digits(4)) if c.uk else "REF-" + c.digits(7), "IDNUM"))
    n.t("\nREFERRER\n")
    ref = r.choice(["onc", "haem", "reg", "cns"])
    n.seg(c.nm(c.clin(ref), "DOCTOR", "dr_full" if ref != "cns" else "full"))
    n.f(", {role}, {h}. Contact: ", role={"onc": "Medical Oncologist", "haem": "Haematologist", "reg": "Oncology Registrar" if c.uk else "Oncology Resident",
                                          "cns": "Lung CNS" if c.uk else "Nurse Navigator"}[ref], h=ph(c.H, "HOSPITAL"))
    if r.random() < 0.5:
        n.seg(c.bleep())
    else:
        n.seg(ph(c.ext(c.hphone), "PHONE"))
    n.t("\n\nPATIENT\n")
    n.f("Name: {p}", p=c.P(r.choice(["full", "fml", "LF"])))
    if c.pt.nick:
        n.f("   Prefers: {nk}", nk=ph(c.pt.nick, "PATIENT"))
    n.f("\nDOB: {dob}   Age: {a}   {ml}: {m}   {hl}: {h}\n", dob=c.D(c.pt.dob), a=ph(str(c.pt.age), "AGE"), ml="Hospital No" if c.uk else "MRN",
        m=ph(c.mrn, "MRN"), hl=c.hcn_label(), h=ph(c.hcn, "HEALTHPLAN"))
    if r.random() < 0.3:
        n.f("{sl}: {s}\n", sl=c.ssn_label(), s=ph(c.ssn(), "SSN"))
    n.t("Address: ")
    n.seg(c.addr(c.paddr, "one"))
    n.f("\nTel: {t}   Mobile: {m}\n", t=ph(c.pphone, "PHONE"), m=ph(c.pmobile, "PHONE"))
    rel = r.choice(C.rel_options(c.pt.age, r.choice("FM")))
    fam = c.relative(rel)
    n.f("Next of kin: {f} ({rel}) - {t}", f=c.nm(fam, "FAMILY", r.choice(["full", "fml"])), rel=rel, t=ph(c.mobile(c.ptown), "PHONE"))
    if r.random() < 0.4:
        n.f(", {e}", e=ph(c.email(fam), "EMAIL"))
    n.t("\n")
    n.t("GP: ")
    n.seg(c.nm(c.gp, "DOCTOR", "dr_full"))
    n.f(", {pr}, tel {t}\n", pr=ph(c.gp_practice, "HOSPITAL"), t=ph(c.gp_phone, "PHONE"))
    n.f("Occupation: {ret}{j}.   ", ret="retired " if c.retired else "", j=ph(c.profession, "PROFESSION"))
    k = r.randint(0, 2)
    if k == 0:
        n.f("Faith: attends {ch}; would value chaplaincy visit.\n", ch=ph(r.choice(P.CHURCHES), "ORGANIZATION"))
    elif k == 1:
        n.f("Interpreter: yes ({lang}); family from {co}.\n", lang=r.choice(["Punjabi", "Polish", "Cantonese", "Portuguese", "Arabic", "Tigrinya"]),
            co=c.ctry(r.choice(P.COUNTRIES)))
    else:
        n.t("Faith: none stated.\n")
    n.t("\nDIAGNOSIS AND TREATMENT\n")
    dx0 = c.days(c.visit, -r.randint(200, 1400))
    n.f("{dx}, diagnosed {d}. ", dx=d["dx"][0].upper() + d["dx"][1:], d=c.D(dx0, r.choice(["my", "my_abbr", None])))
    n.t("Now %s.\n" % r.choice(["refractory to third-line therapy", "relapsed after transplant, not for further active treatment",
                                "transfusion-dependent, not for further disease-modifying treatment", "relapsed, refractory disease"]
                               if d["kind"] == "haem" else ["progressive disease with liver and bone metastases", "progressive disease on immunotherapy",
                                                            "multiple brain metastases", "refractory to third-line therapy"]))
    t = dx0
    regs = []
    for x in d["regimens"]:
        if x not in regs:
            regs.append(x)
    r.shuffle(regs)
    for i in range(r.randint(1, len(regs))):
        t2 = c.days(t, r.randint(60, 240))
        if t2 >= c.visit:
            break
        n.f("- {reg}: {a} to {b}\n", reg=C.REG[regs[i]][0], a=c.D(t, r.choice(["my_abbr", "dm", None])), b=c.D(t2, r.choice(["my_abbr", None])))
        t = c.days(t2, r.randint(10, 60))
    n.f("Aware of diagnosis: yes. Aware of prognosis: {a}. {Her} {rel} is aware.\n", a=r.choice(["yes", "partially", "yes (weeks to months)"]),
        Her=Her, rel=rel)
    n.t("\nREASON FOR REFERRAL\n")
    for s in r.sample(["Pain: %s, NRS %d/10 despite current analgesia." % (r.choice(["right upper quadrant", "lower back", "pelvic", "chest wall"]), r.randint(5, 9)),
                       "Nausea and vomiting, likely multifactorial (hypercalcaemia corrected).", "Breathlessness at rest; SpO2 93% on 2 L.",
                       "Low mood and anxiety; family distress.", "Complex discharge planning; wishes to die at home.",
                       "Terminal agitation risk; needs anticipatory medicines.", "Fatigue and anorexia; bedbound most of the day."], r.randint(2, 4)):
        n.t("- " + s + "\n")
    n.t("AKPS %d%%. Phase of illness: %s. IPOS completed.\n" % (r.choice([20, 30, 40, 50]), r.choice(["unstable", "deteriorating", "stable", "dying"])))
    n.t("\nMEDICATIONS\n")
    for m in r.sample(C.SUPPORT[12:] + C.MEDS[:6], r.randint(3, 6)):
        n.t("- " + m + "\n")
    if r.random() < 0.5:
        n.f("- CSCI via {m} syringe driver (SN {sn}): {mix}\n", m=r.choice(["McKinley T34", "BD BodyGuard T", "CME T34"]), sn=ph(c.device_sn(), "DEVICE"),
            mix=r.choice(["morphine 20 mg + midazolam 10 mg / 24 h", "oxycodone 15 mg + levomepromazine 6.25 mg / 24 h", "hydromorphone 4 mg / 24 h"]))
    n.t("\nADVANCE CARE PLANNING\n")
    n.f("{form} completed {d}. ", form=r.choice(["DNACPR", "ReSPECT form", "DNACPR and ReSPECT"] if c.uk else
                                                ["Goals of care (level C - comfort)", "MOST/Level of care 3", "DNR order"]),
        d=c.D(c.days(c.visit, -r.randint(0, 60)), r.choice([None, "dm"])))
    if r.random() < 0.5:
        sub = c.relative(r.choice(["daughter", "son", "wife", "husband", "sister"]))
        n.f("{lpa}: {f}. ", lpa="Lasting Power of Attorney (health)" if c.uk else "Substitute decision-maker", f=c.nm(sub, "FAMILY", "full"))
    n.f("Preferred place of care: {pp}. Preferred place of death: {pd}.\n", pp=r.choice(["home", ph(r.choice(P.HOSPICES), "HOSPITAL"), "home with support"]),
        pd=r.choice(["home", ph(r.choice(P.HOSPICES), "HOSPITAL"), ph(r.choice(P.CARE_HOMES), "HOSPITAL"), "undecided"]))
    if r.random() < 0.5:
        n.f("Care package: {a} x4 daily (started {d}). ", a=ph(r.choice(P.CARE_AGENCIES), "ORGANIZATION"), d=c.D(c.days(c.visit, -r.randint(3, 40)), r.choice([None, "dm"])))
    if r.random() < 0.4:
        n.f("{bb} for vehicle {v}. ", bb=r.choice(["Blue Badge", "Accessible parking permit"]) if c.uk else "Accessible parking permit", v=ph(c.vehicle(), "VEHICLE"))
    if r.random() < 0.3:
        n.f("{She} has asked about travelling to {co} to see family; advised re insurance and fitness to fly.", She=She, co=c.ctry(r.choice(P.COUNTRIES)))
    n.t("\n\n")
    n.f("Referrer signature: ", )
    n.seg(c.nm(c.clin(ref), "DOCTOR", "full"))
    n.f("   Date: {d}\n", d=c.D(c.visit))
    if r.random() < 0.5:
        body, num = c.licence(ref)
        n.f("{b} {num}\n", b=body, num=ph(num, "LICENSE"))
    if r.random() < 0.4:
        n.f("Send to {e} or fax {f}.\n", e=ph(c.email(None, dept=r.choice(["palliative.care", "spc.referrals", "hospice.intake"])), "EMAIL"),
            f=ph(c.phone(), "FAX"))


TRIALS = [("LY", "A randomised phase III trial of polatuzumab-based induction versus standard R-CHOP in untreated DLBCL", ("dlbcl",)),
          ("BR", "A phase II single-arm study of neoadjuvant chemo-immunotherapy in early triple-negative breast cancer", ("breast",)),
          ("LU", "A randomised phase III trial of consolidation immunotherapy after chemoradiation in stage III NSCLC", ("lung",)),
          ("MY", "A phase III study of quadruplet induction in transplant-eligible newly diagnosed myeloma", ("myeloma",)),
          ("GI", "A phase II trial of total neoadjuvant therapy in locally advanced rectal cancer", ("crc",)),
          ("AML", "A phase Ib/II dose-expansion study of a menin inhibitor plus azacitidine/venetoclax", ("aml", "mds")),
          ("PR", "A randomised trial of SBRT boost to the dominant intraprostatic lesion", ("prostate",))]
REASONS_NO = ["ECOG 3", "creatinine clearance 38 mL/min", "prior malignancy within 3 years", "declined - travel burden", "active hepatitis B",
              "HER2 positive", "declined - wants standard care", "brain metastases untreated", "QTcF 488 ms", "did not meet measurable disease criteria",
              "uncontrolled diabetes", "on warfarin, cannot switch"]


def add_min(hhmm, k):
    h, m = [int(x) for x in hhmm.split(":")]
    t = min(h * 60 + m + k, 23 * 60 + 59)
    return "%02d:%02d" % (t // 60, t % 60)


def cell(n, v, w):
    """Append a table cell value padded to width w."""
    before = n.pos
    n.seg(v)
    n.t(" " * max(1, w - (n.pos - before)))


def trial_log(c, n):
    r = c.r
    code, title, keys = r.choice(TRIALS)
    tsex = {"PR": "M", "BR": "F"}.get(code)
    proto = "%s-%s.%d" % (r.choice(["CTU", "ONC", "HAEM", "RCT"]), code, r.randint(10, 40))
    n.f("{H} - {u}\n", H=ph(c.H, "HOSPITAL"), u=r.choice(["Clinical Trials Unit", "Cancer Clinical Research Unit", "Research & Development Office"]))
    n.t("SCREENING AND ENROLMENT LOG\n")
    n.t("Protocol: %s   Title: %s\n" % (proto, title))
    n.f("Site no.: {s}   Principal Investigator: ", s=str(r.randint(1, 60)).zfill(3))
    n.seg(c.Dr(r.choice(["onc", "haem"]), "dr_full"))
    n.t("\nResearch coordinator: ")
    co = c.clin("coord")
    n.seg(c.nm(co, "DOCTOR", r.choice(["full", "cred_comma"])))
    n.f("  Tel {t}  Email {e}\n", t=ph(c.ext(c.hphone), "PHONE"), e=ph(c.email(co), "EMAIL"))
    start = c.days(c.visit, -r.randint(60, 200))
    n.f("Log period: {a} to {b}\n\n", a=c.D(start), b=c.D(c.visit))
    n.t("%-9s %-12s %-6s %-11s %-4s %-3s %-10s %-4s %-38s %-12s %s\n" % ("Scr No", "Date", "Init", "Hosp No", "Age", "Sex", "Referrer", "Elig",
                                                                         "Reason / comment", "Consent", "Reg No"))
    rows = r.randint(8, 15)
    days = sorted(r.randint(0, (c.visit - start).days) for _ in range(rows))
    refs = [c.clin(x) for x in ("onc", "haem", "reg", "fellow")][:r.randint(2, 4)]
    base = r.randint(1, 60)
    pre = r.choice(["SCR", "S", code])
    dst = r.choice([None, "DMY_UP", "iso"])
    for i in range(rows):
        p = c.pt if i == 0 and tsex in (None, c.pt.sex) else c.person(tsex)
        if p is not c.pt:
            p.age = r.randint(41, 84)
        dd = c.days(start, days[i])
        cell(n, ph("%s-%03d" % (pre, base + i), "IDNUM"), 10)
        cell(n, c.D(dd, dst), 13)
        cell(n, c.nm(p, "PATIENT", r.choice(["initials", "initials", "initials_dot"])), 7)
        cell(n, ph(c.make_mrn() if i else c.mrn, "MRN"), 12)
        cell(n, ph(str(p.age), "AGE"), 5)
        cell(n, p.sex, 4)
        cell(n, c.nm(r.choice(refs), "DOCTOR", r.choice(["last", "init2", "initials"])), 11)
        elig = r.random() < 0.45
        if elig:
            cons = c.days(dd, r.randint(1, 10))
            n.t(" Y    ")
            if r.random() < 0.25:
                n.f("consented; lives in {city}, travel grant ", city=ph(r.choice(P.UK_TOWNS if c.uk else P.CA_CITIES)[0], "CITY"))
            else:
                n.t(r.choice(["eligible, consented ", "all criteria met ", "consent + baseline bloods ", "eligible "]))
            n.f("{d} ", d=c.D(cons, r.choice([None, "DMY_UP"])))
            if r.random() < 0.75:
                n.f("{rn}\n", rn=ph("%s%s-%04d" % (code, r.choice(["", "-R"]), r.randint(1, 2400)), "IDNUM"))
            else:
                n.t("screen fail (baseline MRI)\n")
        else:
            n.t(" N    %s   -   -\n" % r.choice([x for x in REASONS_NO if keys[0] not in ("dlbcl", "myeloma", "aml", "mds") or x not in ("HER2 positive", "brain metastases untreated")]))
    n.t("\nTotals: screened %d; eligible/consented as above. " % rows)
    n.f("Log reviewed by PI on {d}.\n", d=c.D(c.days(c.visit, r.randint(0, 5))))
    u1 = c.clin("coord")
    n.f("eCRF entries: user {u1}", u1=ph(c.username(u1), "USERNAME"))
    if r.random() < 0.6:
        n.f("; QC by user {u2}", u2=ph(c.username(c.clin("nurse2")), "USERNAME"))
    n.t(". ")
    if r.random() < 0.4:
        n.f("Remote monitoring session from {ip} on {d}. ", ip=ph(c.ip(), "IPADDR"), d=c.D(c.days(c.visit, r.randint(1, 20))))
    if r.random() < 0.5:
        n.t("Sponsor CRA: ")
        cra = c.person()
        n.seg(c.nm(cra, "DOCTOR", "full"))
        n.f(" ({e}).", e=ph(c.email(cra), "EMAIL"))
    if r.random() < 0.4:
        n.f(" Study information: {u}", u=ph(c.url("trial"), "URL"))
    n.t("\nNo patient-identifiable data to leave site; sponsor copy to be redacted.\n")


def nurse_triage(c, n):
    r = c.r
    d = pick_dx(c)
    she, her, She, Her = pr(c)
    rk = r.choice(d["regimens"])
    n.f("{H} - {svc}\n", H=ph(c.H, "HOSPITAL"), svc=r.choice(["24-Hour Oncology/Haematology Advice Line", "Acute Oncology Service - Telephone Triage",
                                                               "Cancer Centre Symptom Line", "Haematology Hotline"]))
    n.t(r.choice(["UKONS TRIAGE TOOL ASSESSMENT", "TELEPHONE TRIAGE RECORD", "Telephone Triage Note (COSTaRS)"]) + "\n")
    t0 = c.time()
    n.f("Call received: {d} {t}   Call ID: {cid}\n", d=c.D(c.visit, r.choice([None, "wd_full"])), t=t0, cid=ph("TRI-" + c.digits(6), "IDNUM"))
    caller_is_pt = r.random() < 0.5
    if caller_is_pt:
        n.f("Caller: patient. Call-back number: {t}\n", t=ph(r.choice([c.pphone, c.pmobile]), "PHONE"))
        cal = None
    else:
        rel = r.choice(C.rel_options(c.pt.age, r.choice("FM")))
        cal = c.relative(rel)
        n.f("Caller: {f} ({rel}). Call-back number: {t}\n", f=c.nm(cal, "FAMILY", "full"), rel=rel, t=ph(c.mobile(c.ptown), "PHONE"))
    B.banner(n, c, extra_addr=False, style=r.choice([1, 3]))
    n.t("Consultant: ")
    n.seg(c.Dr(r.choice(["onc", "haem"])))
    last = c.days(c.visit, -r.randint(3, 14))
    n.f("\nDiagnosis: {dx}. Regimen: {reg}. Last treatment {d} (day {k}).\n\n", dx=d["short"], reg=C.REG[rk][0], d=c.D(last, r.choice(["dm", None, "wd"])),
        k=(c.visit - last).days + 1)
    fever = r.random() < 0.55
    n.t("PRESENTING PROBLEM (caller's words)\n")
    if cal is not None:
        n.t("\"hi, it's ")
        n.seg(c.nm(cal, "FAMILY", "first"))
        n.t(", I'm calling about ")
        n.seg(c.P(r.choice(["first", "first", "full"])))
        n.t(" - %s\"\n" % ((she + r.choice(["'s been shivery since last night and hot to touch", " had a temperature of 38.5 an hour ago"])) if fever else
                            r.choice(["the diarrhoea hasn't stopped, seven times today", she + " can't keep anything down",
                                      "the pump is alarming and there's blood in the line"])))
    else:
        n.t("\"%s\"\n" % (r.choice(["i feel awful, temperature was 38.4 on the thermometer", "i've got the shivers and feel hot and cold"]) if fever else
                            r.choice(["my mouth is so sore i can't eat", "i've got pins and needles in my hands, worse since the last cycle",
                                      "my leg is swollen and painful", "i've had a nosebleed for 20 minutes"])))
    n.t("\nASSESSMENT\n")
    items = [("Temperature", "%.1f C" % (r.uniform(38.0, 39.4) if fever else r.uniform(36.2, 37.4)), "RED" if fever else "GREEN"),
             ("Chest pain", "none", "GREEN"), ("Breathlessness", r.choice(["none", "on exertion", "at rest"]), r.choice(["GREEN", "AMBER"])),
             ("Nausea", "grade %d" % r.randint(0, 2), r.choice(["GREEN", "AMBER"])), ("Vomiting", "%d episodes/24 h" % r.randint(0, 6), r.choice(["GREEN", "AMBER", "RED"])),
             ("Diarrhoea", "%d stools above baseline" % r.randint(0, 8), r.choice(["GREEN", "AMBER", "RED"])), ("Mucositis", "grade %d" % r.randint(0, 3), "AMBER"),
             ("Bleeding/bruising", r.choice(["none", "petechiae on legs", "epistaxis"]), r.choice(["GREEN", "AMBER"])),
             ("Neuro", r.choice(["alert", "more drowsy than usual"]), "GREEN")]
    for a, b, col in r.sample(items, r.randint(4, 7)):
        n.t("  %-18s %-24s %s\n" % (a, b, col))
    out = "RED" if fever else r.choice(["AMBER", "GREEN"])
    n.t("Overall triage: %s\n\n" % out)
    n.t("ACTION\n")
    if out == "RED":
        n.f("Advised to attend {u} at {h} immediately for sepsis screen (door-to-antibiotic <1 h). ", u=r.choice(["the Acute Oncology Assessment Unit",
                                                                                                                  "Emergency Department", "the Rapid Assessment Bay"]),
            h=ph(c.H, "HOSPITAL"))
        if r.random() < 0.5:
            who = r.choice(["husband", "daughter", "son", "wife", "neighbour"])
            n.f("{Who} {f} to drive", Who=who.capitalize(), f=c.nm(c.relative(who), "FAMILY", "first"))
            if r.random() < 0.5:
                n.f(" (vehicle {v}, parking pass arranged at main entrance)", v=ph(c.vehicle(), "VEHICLE"))
            n.t(". ")
        else:
            n.t("Ambulance requested by caller on advice. ")
        n.t("Handed over to ")
        n.seg(c.nm(c.clin("nurse2"), "DOCTOR", r.choice(["full", "first"])))
        n.f(" in {u}, {where}.\n", u=ph(c.unit, "HOSPITAL"), where=["bay ", ph(str(r.randint(1, 12)), "LOCATION_OTHER")])
    else:
        n.t(r.choice(["Self-care advice given; loperamide as per leaflet. ", "Advised to increase fluids and take antiemetics regularly. ",
                      "Discussed with on-call team; GP review tomorrow. "]))
        n.f("Follow-up call booked {d}. Re-call if temperature >=37.8 or symptoms worsen.\n", d=c.D(c.days(c.visit, 1), r.choice(["wd", "dm", None])))
    if r.random() < 0.4:
        n.f("Patient reminded of online symptom diary: {u}\n", u=ph(c.url("info"), "URL"))
    n.t("\nDocumented by: ")
    tn = c.clin("triage")
    n.seg(c.nm(tn, "DOCTOR", r.choice(["cred", "full"])))
    if r.random() < 0.5:
        body, num = c.licence("triage")
        n.f(" ({b} {num})", b=body, num=ph(num, "LICENSE"))
    n.f("  {d} {t}\n", d=c.D(c.visit, r.choice([None, "DMY_UP"])), t=add_min(t0, r.randint(6, 40)))
    if r.random() < 0.6:
        n.f("[audit] user={u}", u=ph(c.username(tn), "USERNAME"))
        if r.random() < 0.6:
            n.f(" softphone={ip}", ip=ph(c.ip(), "IPADDR"))
        n.t("\n")
