"""Genres: TB clinic nurse note with DOT log, immunization outreach record,
laboratory surveillance report."""
from doc import P
import clin as C
import pools as PL
from common import Staff, demo, audit, bullets, heading, tm, agep, job


def g_tb(r, w, d):
    pt = w.person()
    age = r.randint(19, 84)
    dob = w.dob(age)
    n = Staff(w, "tbn")
    if w.maybe(0.15):
        d.f("{dt} {t} DOT {k} - {p}  {lb} {m}\n", dt=w.D(0), t=tm(w), k=w.ch(["home visit", "clinic", "video check"]),
            p=w.ch([pt.caps(), pt.full(), pt.titled()]), lb=w.ch(["MRN", "Hosp no"]), m=w.mrn())
        d.t("Dose observed, swallowed, tolerated. " + w.ch(["No N/V, no rash, VA stable.", "Mild nausea; advised take with food.",
                                                              "Reports itch, no rash seen."]) + " Wt %d kg.\n" % r.randint(45, 90))
        d.f("Next DOT {dt}. Dr {doc} aware. {i}/{tg}\n", dt=w.Ds(1), doc=w.staff().ln(), i=n.p.ini(), tg=w.staff().tag())
        return
    doc = Staff(w, "moh")
    clinic = P(w.ch(["Westgate Chest Clinic", "Kingsmere TB Clinic", "Central TB Service"] if w.ca else
                    ["Kingsholme Chest Clinic", "Ellerby TB Service", "Northfield Respiratory & TB Clinic"]), "HOSPITAL")
    start = -r.randint(20, 200)
    mon = (-start) // 30 + 1
    wt0 = r.randint(44, 92)
    wt = wt0 + r.randint(-2, 7)
    cob = w.country(exclude=("Canada",))
    d.f("{c} - {t}\n", c=clinic, t=w.ch(["TB Nursing Note", "Nurse review / DOT", "TB case management note", "DOT review"]))
    d.f("Date of visit: {dv}   {vt}\n", dv=w.D(0), vt=w.ch(["Clinic visit", "Home visit", "Phone review", "Video review"]))
    flds = ["name", "dob", "hcn", "mrn"]
    if w.maybe(0.3):
        flds.append("phone")
    if w.maybe(0.25):
        flds.append("lang")
    if w.maybe(0.3):
        flds.append("ssn")
    demo(d, w, pt, age, dob, fields=flds, style=w.ch(["table", "inline"]))
    if w.ca and w.maybe(0.25):
        d.f("IFHP client ID (UCI): {u}\n", u=w.ifh())
    d.f("\nDx: {dx}. Tx start {s} - month {m} of {tot}.\n", dx=w.ch(["Pulmonary TB, smear 2+, culture confirmed, fully sensitive",
                                                                   "Pulmonary TB, smear neg, culture +ve (pan-S)",
                                                                   "TB lymphadenitis (cervical), culture confirmed",
                                                                   "Pleural TB, clinically diagnosed", "Pulmonary TB, INH mono-resistant"]),
        s=w.D(start), m=str(mon), tot=w.ch(["6", "6", "9", "12"]))
    d.f("Born in {c}; arrived {ctry} {y}. ", c=cob, ctry=w.ch([["in ", P("Canada", "COUNTRY")], ["in ", P("Canada", "COUNTRY"), " in"]])
        if w.ca else w.ch([["in the ", P("UK", "COUNTRY")], ["in ", P("England", "COUNTRY"), " in"], ["in the ", P("UK", "COUNTRY"), " in"]]),
        y=w.Dy(w.base.year - r.randint(1, 22)))
    if w.maybe(0.5):
        jp, je = job(w, age)
        if "retired" in jp.s:
            d.f("Occupation: {p}. ", p=jp)
        else:
            d.f("Works as {p}{o}. ", p=jp, o=[" at ", je] if je is not None and w.maybe(0.7) else "")
    d.t(w.ch(["Lives with spouse and 3 children.", "Lives alone in rented room.", "Shared house, 6 occupants.",
              "Currently in hostel accommodation.", "Lives with daughter's family."]) + "\n")
    heading(d, w, "Review")
    d.t("Wt %d kg (baseline %d kg). " % (wt, wt0))
    d.t(w.ch(["No nausea/vomiting. ", "Mild nausea am, settled with food. ", "Reports itch, no rash seen. ",
              "Some tingling in feet - pyridoxine dose reviewed. "]))
    d.t(w.ch(["Visual acuity Snellen 6/6 R, 6/9 L; Ishihara 17/17. ", "VA stable, Ishihara plates normal. ",
              "Colour vision normal (Ishihara 15/15). "]))
    d.t(w.ch(["Cough much improved. ", "Still some cough, no haemoptysis. ", "Asymptomatic. "]) + "\n")
    d.t("Bloods: " + C.chem(r) + "\n")
    if w.maybe(0.6):
        d.f("Sputum {s} ({dt}): AFB smear {res}\n", s=w.spec(), dt=w.D(start + r.randint(10, 60)),
            res=w.ch(["negative", "scanty", "1+", "negative - culture pending", "negative; culture neg at 6 wk"]))
    if w.ca:
        reg = ("isoniazid 300 mg, rifampin 600 mg, pyrazinamide %d mg, ethambutol %d mg, pyridoxine 25 mg" %
               (w.ch([1000, 1500, 2000]), w.ch([800, 1200, 1600])) if mon <= 2 else "isoniazid 300 mg, rifampin 600 mg, pyridoxine 25 mg")
    else:
        reg = ("Rifater %d tabs, ethambutol %d mg, pyridoxine 10 mg" % (w.ch([4, 5, 6]), w.ch([800, 1100, 1500])) if mon <= 2
               else "Rifinah 300 2 tabs (or Rifinah 150 x3), pyridoxine 10 mg")
    d.t("Regimen: " + reg + (" daily" if w.maybe(0.7) else " three times weekly (DOT)") + "\n")
    if w.maybe(0.35):
        d.t("Other meds: " + ", ".join(r.sample(C.MEDS_BG, 2)) + "\n")
    vdot = w.maybe(0.55)
    if vdot:
        heading(d, w, "Video DOT")
        d.f("Enrolled on VDOT app {dt}. Loaned handset IMEI {im}", dt=w.Ds(start + 14), im=w.device("imei"))
        if w.maybe(0.5):
            d.f(", SIM {sim}", sim=P("89%s" % w.digits(17), "DEVICE"))
        d.t(". ")
        if w.maybe(0.6):
            d.f("Face-match enrolment ID {b}. ", b=w.bioid())
        if w.maybe(0.6):
            d.f("App login {u}. ", u=w.user(pt))
        if w.maybe(0.5):
            d.f("Last session from {ip} (home wifi).", ip=w.ip())
        d.t("\n")
    heading(d, w, "DOT log")
    d.line(w.ch(["Date | Doses | Obs by | Method | Comment", "Date        Observed  By    Mode   Notes"]))
    k = -r.randint(8, 14)
    obs = [n.p, w.staff()]
    while k <= 0:
        given = r.random() < 0.86
        o = w.ch(obs)
        d.f("{dt} | {g} | {o} | {m} | {c}\n", dt=w.Ds(k) if w.maybe(0.6) else w.D(k), g="given" if given else "MISSED",
            o=w.ch([o.ini(), o.tag(), o.fn()]), m=("VDOT" if vdot and w.maybe(0.6) else w.ch(["clinic", "home", "pharmacy"])),
            c=w.ch(["", "", "took with food", "video unclear, re-recorded", "late dose 21:00", "NA"]) if given else
            w.ch(["not home", "no answer", "pt unwell - vomited", "app failure", "at work"]))
        k += w.ch([1, 1, 2, 3])
    heading(d, w, "Plan")
    pl = [["Next clinic review ", w.D(r.randint(14, 35)), " with ", doc.p.dr() if w.maybe(0.6) else doc.p.full()],
          w.ch(["Repeat LFTs in 2 weeks", "CXR at end of intensive phase", "Sputum x3 for culture at 2 months",
                "Continue DOT 5x/week", "Switch to continuation phase (HR) from next week"])]
    if w.maybe(0.4):
        fam = w.fam(last=pt.last)
        pl.append(["Household contacts: ", fam.full(), " (", w.ch(["wife", "husband", "son", "daughter", "brother"]), ") IGRA ",
                   w.ch(["positive - referred for LTBI tx", "negative", "pending"])])
    if w.maybe(0.3):
        pl.append(["Pharmacy: ", w.pharmacy(), " aware of blister-pack request; tel ", w.phone(mobile=False)])
    if w.maybe(0.3):
        pl.append(["Transport: taxi account ", w.acct(), " for clinic visits"])
    bullets(d, w, pl)
    n.sign(d, org=False, contact=w.maybe(0.5))
    audit(d, w, n.p)


AGE_OK = {"Zoster": (50, 120), "PPV23": (65, 120), "HPV": (9, 45), "RSV": (60, 120), "DTaP-IPV-Hib-HepB": (0, 1),
          "PCV": (0, 1), "MenB": (0, 1), "dTaP/IPV": (3, 6), "MMR": (1, 55), "Varicella": (1, 40), "BCG": (0, 15),
          "Tdap": (11, 120), "Td/IPV": (13, 120), "MenACWY": (11, 25)}

SITES_OUT = {"shelter": "venue", "farm": "emp", "school": "school", "faith": "venue", "community": "venue"}
SITE_POOL = {"shelter": ["Harbour Light Shelter", "Crossroads Community Kitchen"],
             "farm": ["Fenwick Mushroom Farm", "Maple Leaf Growers Co-op", "Prairie Gold Seeds", "Harcastle Poultry Ltd"],
             "faith": ["Riverside Gospel Church", "St. Matthew's Anglican Church", "Gurdwara Guru Kirpa Sahib", "Al-Noor Islamic Centre"],
             "community": ["Eastgate Community Centre", "Lakeview Curling Club", "Starlight Bingo Hall", "Northside Boxing Club"]}
SITE_HOST = {"shelter": ["shelter coordinator", "outreach worker"], "farm": ["farm manager", "HR lead", "crew supervisor"],
             "school": ["principal", "head teacher", "school office manager"], "faith": ["imam", "pastor", "granthi", "church warden",
                                                                                            "volunteer coordinator"],
             "community": ["centre manager", "community champion", "club secretary"]}
SITE_VAX = {"shelter": ["HepA", "HepB", "Influenza", "COVID-19", "Tdap", "PPV23"], "farm": ["Td/IPV", "Influenza", "COVID-19", "HepA"],
            "school": ["HPV", "MenACWY", "Tdap", "MMR", "HepB"], "faith": ["MMR", "Influenza", "COVID-19", "Zoster", "PCV", "RSV"],
            "community": ["Influenza", "COVID-19", "Zoster", "PPV23", "RSV", "MMR"]}


def g_imm(r, w, d):
    kind = w.ch(list(SITES_OUT.keys()))
    site = w.org("school") if kind == "school" else P(w.ch(SITE_POOL[kind]), "ORGANIZATION")
    lead = Staff(w, "phn")
    vx2 = Staff(w, "phn")
    dday = 0
    a = w.addr(unit=False)
    title = w.ch(["IMMUNIZATION OUTREACH CLINIC RECORD", "Outreach vaccination session - record", "Mobile immunization clinic log",
                  "Community vaccination outreach"])
    d.line(title)
    d.f("Site: {s}{x}\n", s=site, x=[", ", w.addr_line(a)] if w.maybe(0.7) else "")
    d.f("Date: {dt}   Session: {t1}-{t2}\n", dt=w.D(dday), t1="%02d:00" % r.randint(8, 13), t2="%02d:30" % r.randint(14, 18))
    if w.maybe(0.6):
        host = w.fam()
        d.f("Site contact: {h} ({rl}) {ph}\n", h=host.full(), rl=w.ch(SITE_HOST[kind]), ph=w.phone())
    d.f("Team: {a}{c1}, {b}{c2}", a=lead.p.full(), c1=", " + lead.cred if lead.cred else "", b=vx2.p.full(),
        c2=", " + vx2.cred if vx2.cred else "")
    if w.maybe(0.5):
        d.f(", {c} (clerk)", c=w.staff().full())
    d.t("\n")
    heading(d, w, "Cold chain")
    d.f("Cooler {cid}, data logger SN {dl}. Temps min {a} / max {b} C; {x}.\n", cid=w.ch(["A", "2", "#3", "blue"]), dl=w.device("logger"),
        a="%.1f" % r.uniform(2.1, 4.0), b="%.1f" % r.uniform(5.0, 7.9), x=w.ch(["no excursions", "no excursion alarms",
                                                                                "brief excursion to 8.4 C at 11:10 - manufacturer consulted, stable"]))
    names = r.sample(SITE_VAX[kind], r.randint(2, min(4, len(SITE_VAX[kind]))))
    vacs = [v for v in C.VAX if v[0] in names]
    d.t("Vaccines: " + "; ".join("%s (%s, lot %s, exp %02d/%d)" % (v[0], r.choice(v[1]), C.lot(r), r.randint(1, 12),
                                                                     w.base.year + r.randint(1, 2)) for v in vacs) + "\n")
    heading(d, w, "Clients immunized")
    tab = w.maybe(0.6)
    if tab:
        d.line(w.ch(["# | Name | DOB | " + w.hcn_label() + " | Vaccine | Site | Dose | Consent",
                     "No  Client  DOB  HCN  Product  Site  Dose#  Consent"]))
    i = -1
    for _k in range(r.randint(5, 10)):
        c = w.person()
        ca = r.randint(11, 16) if kind == "school" else r.randint(1, 88)
        if kind in ("farm", "shelter"):
            ca = r.randint(18, 70)
        elif kind in ("faith", "community") and w.maybe(0.6):
            ca = r.randint(50, 92)
        cb = w.dob(ca)
        ok = [x for x in vacs if AGE_OK.get(x[0], (0, 120))[0] <= ca <= AGE_OK.get(x[0], (0, 120))[1]]
        if not ok:
            continue
        i += 1
        v = w.ch(ok)
        cons = "self" if ca >= 16 else [w.ch(["mother ", "father ", "guardian "]), w.fam(last=c.last).fn() if w.maybe(0.5) else w.fam(last=c.last).full()]
        nm = w.ch([c.lf(), c.full(), c.caps()])
        hc = w.hcn(c) if w.maybe(0.75) else w.ch(["none", "no card", "IFH", "out of province"] if w.ca else ["not known", "none", "unreg."])
        if kind == "farm" and w.ca and w.maybe(0.4):
            hc = ["none (TFW) - SIN ", w.ssn()]
        if tab:
            d.f("{i} | {n} | {b} | {h} | {v} | {s} | {dn} | {co}\n", i=str(i + 1), n=nm, b=w.D_dob(cb), h=hc, v=v[0], s=w.ch(C.SITES),
                dn=w.ch(["1", "2", "1 of 2", "booster"]) if v[0] not in ("Influenza", "COVID-19") else w.ch(["1", "seasonal", "1"]), co=cons)
        else:
            d.f("{i}) {n}, DOB {b}, {h}: {v} {s}; consent {co}\n", i=str(i + 1), n=nm, b=w.D_dob(cb), h=hc, v=v[0], s=w.ch(C.SITES), co=cons)
    heading(d, w, "AEFI / notes")
    d.t(w.ch(["No AEFI observed during 15 min post-vaccination observation.",
              "One client vasovagal (pale, brief LOC <10 s), recovered, observed 30 min. AEFI form submitted.",
              "Nil adverse events.", "Mild local reaction reported by 1 client; advised cold compress."]) + " ")
    if w.maybe(0.5):
        c = w.person()
        d.f("{n} declined {v} ({why}).", n=w.ch([c.full(), c.first_li()]), v=w.ch(vacs)[0], why=w.ch(["concerns re side effects",
                                                                                                      "wants to discuss with GP",
                                                                                                      "needle phobia", "religious reasons"]))
    d.t("\n")
    if w.maybe(0.5):
        d.f("Second doses: book at {u} or call {ph}.\n", u=w.url(), ph=w.phone(mobile=False))
    d.t(w.ch(["Records entered in Panorama same day.", "Data entered to NIMS/child health system.",
              "Paper consents scanned; entry pending.", "Uploaded to provincial registry."]) + "\n")
    lead.sign(d, contact=w.maybe(0.4))
    if w.maybe(0.45):
        audit(d, w, lead.p, kind=w.ch(["user", "ip"]))


LAB_TESTS = [
    ("Stool", "Enteric bacterial PCR panel", ["Salmonella DETECTED; culture: Salmonella Enteritidis (serotyped by ref lab)",
                                             "STEC stx1/stx2 DETECTED; E. coli O157 isolated", "Campylobacter DETECTED",
                                             "Shigella/EIEC DETECTED; culture S. flexneri 2a",
                                             "Cryptosporidium DETECTED", "Norovirus GII DETECTED"]),
    ("Blood culture", "Culture & ID", ["Streptococcus pyogenes (GAS) isolated 2/2 sets", "Neisseria meningitidis isolated",
                                      "Salmonella Typhi isolated", "Listeria monocytogenes isolated", "Haemophilus influenzae type b"]),
    ("Sputum", "AFB smear / NAAT / culture", ["AFB smear 3+, MTB complex NAAT DETECTED, rpoB mutation NOT detected",
                                             "AFB smear neg; culture M. tuberculosis complex isolated day 19"]),
    ("NP swab", "Respiratory PCR", ["B. pertussis DETECTED (IS481 Ct 28.1)", "Measles RNA DETECTED; genotype B3",
                                    "Influenza A H5 DETECTED - referred urgently", "SARS-CoV-2 DETECTED"]),
    ("Serum", "Serology", ["anti-HAV IgM REACTIVE", "HBsAg REACTIVE, anti-HBc IgM REACTIVE", "Measles IgM POSITIVE",
                           "Syphilis EIA REACTIVE, RPR 1:32, TPPA REACTIVE", "HIV-1/2 Ag/Ab REACTIVE - confirmatory pending"]),
    ("Urine", "Antigen", ["Legionella pneumophila sg1 urinary antigen POSITIVE", "Pneumococcal urinary antigen POSITIVE"]),
    ("CSF", "Bacterial/viral PCR", ["N. meningitidis DNA DETECTED (serogroup W)", "Enterovirus RNA DETECTED", "HSV-1 DNA DETECTED"]),
    ("EDTA blood", "Malaria film/RDT", ["P. falciparum seen, parasitaemia 1.8%", "P. vivax seen", "Dengue NS1 antigen POSITIVE"]),
]


CLIN_DET = {"Stool": ["bloody diarrhoea", "D+V, food handler", "diarrhoea after travel", "outbreak screen"],
            "Blood culture": ["fever, rigors", "?sepsis", "cellulitis, hypotension", "?meningococcal sepsis"],
            "Sputum": ["cough 3/12, wt loss", "cavitating lesion on CXR", "contact of TB case"],
            "NP swab": ["paroxysmal cough", "rash + fever, unvaccinated", "ILI, poultry worker", "ILI"],
            "Serum": ["jaundice", "rash + fever", "genital ulcer", "routine antenatal screen", "contact of case"],
            "Urine": ["pneumonia, CURB-65 3", "pneumonia, recent hotel stay"], "CSF": ["?meningitis", "headache, photophobia, fever"],
            "EDTA blood": ["returned traveller, fever", "fever after travel", "thrombocytopenia, returned traveller"]}


def g_lab(r, w, d):
    lab = w.lab()
    micro = Staff(w, "micro")
    tech = Staff(w, "tech")
    v = r.random()
    d.f("{l}\n", l=lab)
    if w.maybe(0.6):
        a = w.addr(unit=False)
        d.f("{a}\n", a=w.addr_line(a))
    d.f("Tel {ph}  Fax {fx}\n", ph=w.phone(mobile=False), fx=w.fax())
    if v < 0.62:
        # single-patient notifiable result
        pt = w.person()
        age = r.randint(0, 92)
        dob = w.dob(age)
        d.line(w.ch(["\nNOTIFIABLE ORGANISM - SURVEILLANCE REPORT", "\nLaboratory report to Public Health",
                     "\nReportable result - auto-notification", "\nNOTIFICATION OF LABORATORY-CONFIRMED INFECTION"]))
        d.f("To: {o}{attn}\n", o=w.org("hp"), attn=w.ch(["", ", attn duty officer", " (secure fax " + "on file)"]))
        demo(d, w, pt, age, dob, fields=["name", "dob", "hcn", "mrn"] + (["addr"] if w.maybe(0.4) else []),
             style=w.ch(["table", "caps", "inline"]))
        rq = w.staff()
        d.f("Requested by: {r}, {loc}", r=rq.dr(), loc=w.ch([w.hosp(), w.gp_practice()]))
        if w.maybe(0.4):
            d.f("  cc: {c}", c=w.staff().dr())
        d.t("\n")
        stype, test, res = w.ch(LAB_TESTS)
        col = -r.randint(1, 5)
        d.f("Lab no.: {s}   Requisition: {q}\n", s=w.spec(), q=w.req())
        d.f("Specimen: {st}   Collected: {c} {t1}   Received: {rc} {t2}   Reported: {rp}\n", st=stype, c=w.D(col), t1=tm(w),
            rc=w.D(col + 1), t2=tm(w), rp=w.D(0))
        if w.maybe(0.5):
            d.f("Encounter: {a}\n", a=w.acct())
        d.t("Clinical details: " + w.ch(CLIN_DET.get(stype, ["fever", "contact of case"])))
        if w.maybe(0.4):
            d.f(" - ward {wd}, bed {b}", wd=w.ward(), b=w.room())
        d.t("\n")
        d.f("\nTest: {t}\nResult: {res}\n", t=test, res=w.ch(res))
        if w.maybe(0.5):
            d.f("Previous: {s} ({dt}) {x}\n", s=w.spec(), dt=w.D(col - r.randint(20, 400)), x=w.ch(["negative", "not detected",
                                                                                                 "same organism", "insufficient sample"]))
        if w.maybe(0.4):
            d.line(C.cbc(r))
        cult = stype in ("Stool", "Blood culture", "Sputum")
        if cult and w.maybe(0.6):
            d.t("Susceptibility: " + {"Stool": "ampicillin S, ciprofloxacin I, ceftriaxone S, azithromycin S",
                                      "Blood culture": w.ch(["penicillin S, erythromycin R, clindamycin R", "ceftriaxone S, cipro S",
                                                             "ampicillin S, gentamicin S"]),
                                      "Sputum": "INH S, RIF S, EMB S, PZA S (MGIT)"}[stype] + "\n")
        if cult and w.maybe(0.7):
            d.f("Isolate referred to reference laboratory {dt}, ref no. {x}", dt=w.Ds(0), x=w.spec())
            d.t(w.ch(["; WGS requested.", "; typing to follow.", "; WGS requested - cluster assignment pending."]) + "\n")
        d.t("\nComment: " + w.ch(["This organism is notifiable. ", "Result telephoned. ", "Urgent notification. "]))
        d.f("Phoned to {n} ({o}) on {dt} at {t}.\n", n=w.staff().fn() if w.maybe(0.4) else w.staff().full(), o=w.ch(["PH duty desk",
                                                                                                                   "HPT", "ward",
                                                                                                                   "requesting clinician"]),
            dt=w.Ds(0), t=tm(w))
    else:
        # weekly line-list surveillance summary
        d.line(w.ch(["\nWEEKLY ENTERIC / VPD SURVEILLANCE - POSITIVE RESULTS", "\nSurveillance extract: notifiable results",
                     "\nWeekly lab surveillance line list"]))
        d.f("Week ending {we}   Prepared for {o}\n\n", we=w.D(0), o=w.org("hp"))
        d.line(w.ch(["Lab no | Patient | Age/Sex | " + ("FSA" if w.ca else "Postcode district") + " | Collected | Organism | Ref",
                     "LabNo  Name  Age  Sex  Area  Coll.  Result"]))
        for i in range(r.randint(8, 16)):
            p = w.person()
            ag = r.randint(0, 94)
            if w.ca:
                area = P(w.postcode().s[:3], "ZIP")
            else:
                pc = w.postcode(area=w.ch(PL.UK_TOWNS)[2]).s
                area = P(pc.split(" ")[0], "ZIP")
            d.f("{s} | {n} | {a}{sx} | {ar} | {c} | {o} | {x}\n", s=w.spec(), n=w.ch([p.ini(), p.caps(), p.lf()]),
                a=P(str(ag), "AGE"), sx=p.sex, ar=area, c=w.Ds(-r.randint(1, 9)), o=w.ch(["S. Enteritidis", "S. Typhimurium",
                                                                                         "S. Newport", "S. Heidelberg", "STEC O157",
                                                                                         "STEC O26", "C. jejuni", "Shigella sonnei",
                                                                                         "Crypto", "GAS (invasive)", "B. pertussis",
                                                                                         "Hep A", "L. monocytogenes", "Legionella sg1"]),
                x=w.spec() if w.maybe(0.4) else "-")
        d.t("\nNote: " + w.ch(["S. Newport and S. Heidelberg are serovar names, not locations.",
                                "3 S. Enteritidis isolates share cgMLST cluster; flagged to epi.",
                                "Counts provisional; duplicates removed.", "Includes referred isolates only."]) + "\n")
    d.f("\nAuthorised: {m}{c}\n", m=micro.p.dr() if w.maybe(0.6) else micro.p.full(), c=", " + micro.role if w.maybe(0.6) else "")
    d.f("Verified by: {u}{t}\n", u=w.user(tech.p), t=w.ch(["", " (" + tech.role + ")"]))
    if w.maybe(0.3):
        d.f("Results portal: {u}\n", u=w.url())
