"""Genre writers for dev19_en. Each takes (Doc, Ctx) and writes one note."""
import datetime as dt

import clinical as K
import pools
from common import Person, WD, device_sn, email, hosp_domain, idnum, ipaddr, table, username


# ====================================================================== shared blocks
EPONYM_PMH = ["Parkinson's disease", "Hashimoto's thyroiditis", "Crohn's disease", "Graves' disease", "Bell's palsy (resolved)",
              "Barrett's oesophagus", "Raynaud's phenomenon", "Sjogren's syndrome", "Alzheimer's dementia", "Hodgkin lymphoma in remission",
              "Addison's disease", "Cushing's syndrome", "Wilson's disease", "Meniere's disease", "Guillain-Barre syndrome (remote)",
              "Wolff-Parkinson-White s/p ablation", "Paget's disease of bone", "Dupuytren's contracture"]
PMH = ["HTN", "T2DM on insulin", "CKD stage 3b", "COPD (GOLD 3)", "HFrEF", "paroxysmal AF", "OSA on CPAP", "hypothyroidism",
       "prior CVA with L hemiparesis", "PVD", "cirrhosis (Child-Pugh B, MELD 14)", "GERD", "gout", "depression", "BPH"]
HOLIDAYS = {"US": ["Thanksgiving", "Christmas", "the Fourth of July", "Labor Day", "New Year's Day", "Memorial Day"],
            "UK": ["Christmas", "Boxing Day", "Easter Monday", "the August bank holiday", "New Year's Eve"],
            "CA": ["Canada Day", "Christmas", "Thanksgiving", "Victoria Day", "Boxing Day"],
            "AU": ["Australia Day", "Anzac Day", "Christmas", "Boxing Day", "Easter"],
            "IE": ["St Patrick's Day", "Christmas", "St Stephen's Day", "Easter Monday"],
            "IN": ["Diwali", "Holi", "Pongal", "Onam", "Christmas", "Eid"]}


HOL_MONTH = {"Thanksgiving": 11, "Christmas": 12, "the Fourth of July": 7, "Labor Day": 9, "New Year's Day": 1, "Memorial Day": 5,
             "Boxing Day": 12, "Easter Monday": 4, "the August bank holiday": 8, "New Year's Eve": 12, "Canada Day": 7,
             "Victoria Day": 5, "Australia Day": 1, "Anzac Day": 4, "Easter": 4, "St Patrick's Day": 3, "St Stephen's Day": 12,
             "Diwali": 11, "Holi": 3, "Pongal": 1, "Onam": 9, "Eid": 4}


def pmh(b, c):
    r = c.r
    items = r.sample(PMH, r.randint(2, 4)) + r.sample(EPONYM_PMH, r.randint(1, 2))
    r.shuffle(items)
    b.ln("PMH: " + ", ".join(items) + ".")
    if r.random() < 0.5:
        b.ln("Exam notes: Babinski {x}, Kernig and Brudzinski negative, Murphy's sign {y}; Glasgow Coma Scale {g}.",
             x=r.choice(["downgoing bilaterally", "upgoing on L"]), y=r.choice(["negative", "positive"]), g=str(r.randint(9, 15)))


def fhx(b, c):
    r = c.r
    rel = r.choice(["Father", "Mother", "Brother", "Sister", "Grandfather"])
    v = r.randint(0, 2)
    if v == 0:
        b.ln("FHx: {rel} died at {a} of {x}; {rel2} alive, {a2}, with T2DM.", rel=rel, a=(str(r.randint(38, 92)), "AGE"),
             x=r.choice(["MI", "stroke", "colon cancer", "ruptured AAA"]), rel2=r.choice(["mother", "sibling", "twin sister"]),
             a2=(str(r.randint(40, 99)), "AGE"))
    elif v == 1:
        b.ln("Family history: {rel} had CABG at age {a}; no known bleeding disorders or anaesthetic reactions.", rel=rel,
             a=(str(r.randint(45, 80)), "AGE"))
    else:
        b.ln("FH: premature CAD ({rel} MI at {a}). Son {s} ({sa}) has HCM, followed at {h}.", rel=rel.lower(),
             a=(str(r.randint(35, 55)), "AGE"), s=[(Person(r, "M").first, "FAMILY")], sa=(str(r.randint(14, 45)), "AGE"),
             h=(c.other_hosp, "HOSPITAL"))


def onset(b, c):
    r = c.r
    hols = [h for h in HOLIDAYS[c.code] if HOL_MONTH.get(h) in (c.adm.month, (c.adm.month - 2) % 12 + 1)]
    if hols and r.random() < 0.8:
        hol = r.choice(hols)
        if hol.startswith("the "):
            b.ln("Symptoms began around the {h}, worsening over the past {n} days.", h=(hol[4:], "DATE"), n=str(r.randint(2, 10)))
        else:
            b.ln("Symptoms began around {h}, worsening over the past {n} days.", h=(hol, "DATE"), n=str(r.randint(2, 10)))
    else:
        b.ln("Symptom onset {d}; presented to ED {d2} after {x}.", d=(c.L.wshort(c.day(-r.randint(1, 5))), "DATE"), d2=c.d(0),
             x=r.choice(["a fall at home", "syncope at work", "3 days of rigors", "worsening dyspnoea", "haematemesis x2"]))


def header(b, c, title):
    r, L = c.r, c.L
    v = r.randint(0, 3)
    mlab, mval = c.mrn
    alab, aval = c.acct
    if v == 0:
        b.ln("{h}", h=(c.hosp, "HOSPITAL"))
        if r.random() < 0.5:
            b.ln("{w}, Room {rm}, Bed {bd}", w=(c.ward, "HOSPITAL"), rm=(c.room, "LOCATION_OTHER"), bd=(c.bed, "LOCATION_OTHER"))
        b.ln(title.upper())
        b.ln("Patient: {p}    {ml} {mv}    DOB: {dob} ({a} y)", p=c.ptname(r.choice(["LF", "full", "fmi"])), ml=mlab,
             mv=(mval, "MRN"), dob=(L.date(c.dob), "DATE"), a=(str(c.age), "AGE"))
        b.ln("{al} {av}    Admitted: {ad}    Date of service: {ds}", al=alab, av=(aval, "ACCOUNT"), ad=c.d(0), ds=c.d(c.los))
    elif v == 1:
        b.ln("{t} | {h}", t=title, h=(c.hosp, "HOSPITAL"))
        b.ln("NAME: {p} | {ml} {mv} | DOB {dob} | Loc: {w} Rm {rm} | Adm {ad}", p=c.ptname("LF"), ml=mlab,
             mv=(mval, "MRN"), dob=(L.date(c.dob), "DATE"), w=(c.ward, "HOSPITAL"), rm=(c.room, "LOCATION_OTHER"), ad=c.d(0))
        b.ln("Sex: {s}   Age: {a}   {al} {av}   Attending: {att}", s=c.pt.sex, a=(str(c.age), "AGE"), al=alab,
             av=(aval, "ACCOUNT"), att=c.doc(c.attending))
    elif v == 2:
        b.ln("{t}", t=title)
        b.ln("Date: {d}    Time: {tm}", d=(L.wshort(c.today) if r.random() < 0.3 else L.date(c.today), "DATE"),
             tm=f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
        b.ln("Pt: {p}, {ag}   {ml} {mv}   Bed {bd}", p=c.ptname(r.choice(["full", "Lf", "fmi"])), ag=c.age_items(),
             ml=mlab, mv=(mval, "MRN"), bd=(c.bed, "LOCATION_OTHER"))
        b.ln("Facility: {h}   {al} {av}", h=(c.hosp, "HOSPITAL"), al=alab, av=(aval, "ACCOUNT"))
    else:
        rows = [["Field", "Value"],
                ["Patient", c.ptname(r.choice(["LF", "full"]))],
                [mlab.rstrip(":"), (mval, "MRN")],
                ["DOB / Age", [(L.date(c.dob), "DATE"), " / ", (str(c.age), "AGE")]],
                ["Location", [(c.ward, "HOSPITAL"), " room ", (c.room, "LOCATION_OTHER")]],
                [alab.rstrip(":"), (aval, "ACCOUNT")],
                ["Admit date", c.d(0)]]
        b.ln("{h} -- {t}", h=(c.hosp, "HOSPITAL"), t=title)
        table(b, rows, style=r.choice(["pipe", "space"]))
    if r.random() < 0.35:
        hl, hv = c.hp
        b.ln("Insurance: {hl} {hv}", hl=hl, hv=(hv, "HEALTHPLAN"))
    b.ln()


def signature(b, c, who=None, role="md"):
    r, L = c.r, c.L
    who = who or c.attending
    v = r.randint(0, 4)
    stamp = f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}"
    b.ln()
    if v == 0:
        b.ln("Electronically signed by {n} on {d} at {t}", n=c.doc(who, role, "full_cred"), d=c.d(c.los), t=stamp)
    elif v == 1:
        pl, pv = L.pager()
        b.ln("{n}", n=c.doc(who, role, r.choice(["full_cred", "fmi_cred"])))
        b.ln("{pl} {pv} | {d} {t}", pl=pl.capitalize(), pv=(pv, "PHONE"), d=c.d(c.los), t=stamp)
    elif v == 2:
        b.ln("Signed: {n}   Date/Time: {d} {t}", n=c.doc(who, role, "lastcomma"), d=c.d(c.los, None), t=stamp)
        if r.random() < 0.6:
            ll, lv = L.license()
            b.ln("{ll}: {lv}", ll=ll, lv=(lv, "LICENSE"))
    elif v == 3:
        b.ln("-- {n}, {ds}", n=[(who.full, "DOCTOR")], ds={"md": "attending physician", "rn": "staff nurse", "pharm": "clinical pharmacist"}.get(role, "clinician"))
        b.ln("Contact: {e} / ext {x}", e=(email(r, who, hosp_domain(c.hosp)), "EMAIL"), x=(L.extn(), "PHONE"))
    else:
        b.ln("Authenticated: {u} ({n}) {d} {t}", u=(username(r, who), "USERNAME"), n=c.doc(who, role, "full_cred"), d=c.d(c.los), t=stamp)
    x = r.random()
    if x < 0.12:
        b.ln("Scribed by {s} in the presence of {n}.", s=[(Person(r).full, "DOCTOR")], n=c.doc(who, role, "dr" if role == "md" else "full_cred"))
    elif x < 0.2:
        b.ln("scribe: {s}; transcriptionist: {t}", s=[(Person(r).full, "DOCTOR")], t=[(Person(r).first, "DOCTOR")])
    if r.random() < 0.3:
        tr = Person(r)
        b.ln("DD: {d1}  DT: {d2}   {i1}/{i2}", d1=c.d(c.los), d2=c.d(c.los + r.randint(0, 1)), i1=(who.initials(), "DOCTOR"),
             i2=(tr.initials().lower(), "DOCTOR"))
    if r.random() < 0.3:
        b.ln("cc: {n}, {h}; fax {f}", n=c.doc(Person(r), "md", "dr"), h=(c.other_hosp, "HOSPITAL"), f=(L.phone(), "FAX"))
    if r.random() < 0.12:
        b.ln("[audit: note opened from workstation {ip} by {u}]", ip=(ipaddr(r), "IPADDR"), u=(username(r, c.resident), "USERNAME"))


def social(b, c):
    r = c.r
    v = r.randint(0, 4)
    org = r.choice(pools.ORGS)
    if v == 0:
        b.ln("Social: lives with {rel} {f} in {t}. Works as a {p} at {o}. Ex-smoker, quit 10 years ago.",
             rel=c.fam_rel, f=c.famname("first"), t=(c.town, "CITY"), p=(c.prof, "PROFESSION"), o=(org, "ORGANIZATION"))
    elif v == 1:
        b.ln("SHx: retired {p}; EtOH socially; no illicit drugs. {rel} ({f}) is NOK, tel {ph}.",
             p=(c.prof, "PROFESSION"), rel=c.fam_rel.capitalize(), f=c.famname("full"), ph=(c.L.phone(), "PHONE"))
    elif v == 2:
        b.ln("Social history: {p} by trade, previously employed by {o}. Born in {co}; moved here in {y}.",
             p=(c.prof.capitalize(), "PROFESSION"), o=(org, "ORGANIZATION"), co=(r.choice(pools.COUNTRIES), "COUNTRY"),
             y=(str(c.adm.year - r.randint(3, 40)), "DATE"))
    elif v == 3:
        b.ln("Occupation: {p}. Lives alone at {a}. Daughter {f} checks in daily.",
             p=(c.prof, "PROFESSION"), a=c.L.address_items(c.street, c.town, c.region, c.pc), f=[(Person(r, "F").first, "FAMILY")])
    else:
        b.ln("Lives in {t}, {s} with {rel}; works part-time as a {p}. Nonsmoker.",
             t=(c.town, "CITY"), s=(c.region, "STATE" if c.code in ("US", "CA", "AU", "IN") else "CITY"), rel=c.fam_rel,
             p=(c.prof, "PROFESSION"))


def lab_table(b, c, panels, ndays=3):
    r, L = c.r, c.L
    days = [c.day(c.los - i) for i in reversed(range(ndays))]
    si = c.code in ("UK", "IE", "AU", "IN") and r.random() < 0.7
    rows = [["Lab"] + [(L.short(d), "DATE") for d in days] + ["Units", "Ref"]]
    for panel in panels:
        for (n, lo, hi, u, ref, dec) in panel:
            if si and panel is K.BMP:
                continue
            rows.append([n] + [K.val(r, lo, hi, dec) for _ in days] + [u, ref])
        if si and panel is K.BMP:
            for (n, lo, hi, u, ref, dec) in K.BMP_SI:
                rows.append([n] + [K.val(r, lo, hi, dec) for _ in days] + [u, ref])
    table(b, rows, style=r.choice(["pipe", "space", "space"]))


def lab_inline(b, c, panel):
    r = c.r
    items = []
    for (n, lo, hi, u, ref, dec) in panel:
        v = K.val(r, lo, hi, dec)
        items.append(f"{n} {v}{K.flag(r, v, ref)}")
    b.ln(", ".join(items))


# ====================================================================== 1 ICU progress
def icu_progress(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["MICU Daily Progress Note", "ICU Progress Note", "Critical Care Daily Note", "SICU Progress Note"]))
    hd = c.los + 1
    b.ln("Hospital day {hd}, ICU day {icu}, ventilator day {vd}.", hd=str(hd), icu=str(max(1, hd - 1)), vd=str(max(1, hd - 2)))
    b.ln("ID: {ag} admitted {ad} with {dx}.", ag=c.age_items(), ad=c.d(0), dx=r.choice(
        ["septic shock from presumed pneumonia", "hypoxic respiratory failure", "DKA with AKI", "upper GI bleed",
         "post-cardiac arrest care", "necrotising pancreatitis", "status epilepticus", "urosepsis with bacteraemia"]))
    onset(b, c)
    pmh(b, c)
    b.ln()
    b.ln("OVERNIGHT EVENTS:")
    n1 = c.nurses[0]
    b.ln("- Bedside RN {n} reported MAP in 50s at 0300; norepinephrine increased to {d}.", n=[(n1.first, "DOCTOR")],
         d=r.choice(["0.12 mcg/kg/min", "0.2 mcg/kg/min", "14 mcg/min"]))
    b.ln("- {p} pulled at ETT x1, restraints renewed per protocol. RASS -1, CAM-ICU negative.", p=c.ref(cap=True))
    if r.random() < 0.7:
        b.ln("- {rel} {f} visited; updated by Dr. {res} at bedside. Contact {ph}.", rel=c.fam_rel.capitalize(),
             f=c.famname(), res=(c.resident.last, "DOCTOR"), ph=(L.phone(), "PHONE"))
    b.ln()
    b.ln("VITALS (last 24 h):")
    table(b, K.vitals_rows(r, r.randint(4, 6)), style=r.choice(["space", "pipe"]))
    b.ln("I/O: in {i} mL / out {o} mL (UOP {u} mL, {uk} mL/kg/h). Net {n} mL. LOS balance +{lb} L.",
         i=str(r.randint(1200, 4800)), o=str(r.randint(600, 3900)), u=str(r.randint(200, 2400)),
         uk=f"{r.uniform(0.1, 1.4):.1f}", n=f"{r.randint(-1800, 2600):+d}", lb=f"{r.uniform(0.5, 9.0):.1f}")
    b.ln("Vent: {m}, Vt {vt} mL, RR {rr}, PEEP {pe}, FiO2 {fi}%. Pplat {pp}. {abg}", m=r.choice(["AC/VC", "PRVC", "PSV 10/5", "APRV"]),
         vt=str(r.choice([380, 420, 450, 480, 500])), rr=str(r.randint(14, 30)), pe=str(r.choice([5, 8, 10, 12])),
         fi=str(r.choice([30, 40, 50, 60, 80])), pp=str(r.randint(18, 31)), abg=K.abg(r))
    b.ln()
    b.ln("LABS:")
    lab_table(b, c, r.choice([[K.BMP, K.CBC], [K.BMP, K.CBC, K.COAG], [K.BMP, K.LFT, K.CBC]]), ndays=r.randint(2, 4))
    b.f("Diff: ")
    lab_inline(b, c, K.DIFF[:5])
    b.ln("Other: {x}", x=", ".join(f"{n} {K.val(r, lo, hi, d)} {u}" for (n, lo, hi, u, ref, d) in r.sample(K.MISC, 4)))
    b.ln()
    b.ln("MICRO:")
    d1 = c.day(r.randint(0, max(0, c.los - 1)))
    b.ln("- Blood cx x2 ({d}, accession {a}): {res}", d=(L.short(d1), "DATE"), a=(idnum(r, "spec"), "IDNUM"),
         res=r.choice(["GPC in clusters 2/2 bottles", "no growth at 48 h", "E. coli, sensitivities pending", "NGTD"]))
    b.ln("- Sputum ({d}): moderate PMNs, {o}.", d=(L.date(c.day(max(0, c.los - 1))), "DATE"),
         o=r.choice(["normal flora", "Pseudomonas aeruginosa", "MSSA", "Klebsiella pneumoniae"]))
    b.ln("IMAGING: CXR {d} - {f}.", d=(L.short(c.today), "DATE"), f=r.choice(
        ["ETT 4 cm above carina, R IJ CVC tip at cavoatrial junction, worsening bilateral opacities",
         "improving RLL consolidation, small L effusion", "no pneumothorax after line placement"]))
    b.ln()
    b.ln("LINES: R IJ CVC ({d1}), L radial arterial line ({d2}), Foley ({d1b}), OGT.", d1=(L.short(c.day(0)), "DATE"),
         d2=(L.short(c.day(min(1, c.los))), "DATE"), d1b=(L.short(c.day(0)), "DATE"))
    b.ln()
    b.ln("ASSESSMENT / PLAN:")
    drugs = [K.drug_line(r) for _ in range(r.randint(3, 5))]
    b.ln("Neuro: GCS {g} (E{e}V{v}M{m}); propofol + fentanyl, daily SAT/SBT.", g=str(r.randint(6, 14)), e=str(r.randint(1, 4)),
         v="T", m=str(r.randint(4, 6)))
    b.ln("CV: {x}. Echo {d}: EF {ef}%. Wean pressors as tolerated.", x=r.choice(["distributive shock", "cardiogenic component", "HD stable off pressors"]),
         d=(L.short(c.day(r.randint(0, c.los))), "DATE"), ef=str(r.randint(20, 65)))
    b.ln("Resp: ARDS, P/F {pf}. Lung-protective ventilation, Vt 6 mL/kg PBW.", pf=str(r.randint(90, 320)))
    if r.random() < 0.5:
        b.ln("Renal: AKI, Cr peak {cr}; renally dose meds. Nephrology (Dr. {n}) following.", cr=f"{r.uniform(1.5, 5.2):.1f}",
             n=(c.consultant.last, "DOCTOR"))
    else:
        b.ln("Renal: AKI, Cr peak {cr}; CRRT per Dr {n}'s recommendations, citrate anticoagulation. Nephrology following.",
             cr=f"{r.uniform(1.5, 5.2):.1f}", n=(c.consultant.last, "DOCTOR"))
    b.ln("ID: " + "; ".join(f"{d[0]} {d[1]} {d[2]} {d[3]}" for d in drugs[:2]) + f". Abx day {r.randint(2, 9)}.")
    b.ln("Heme: Hgb stable, no transfusion. DVT ppx: heparin 5000 units SC q8h.")
    b.ln("Endo: insulin infusion per ICU protocol, goal glucose 140-180.")
    b.ln("SOFA {s}, APACHE II {a}.", s=str(r.randint(3, 16)), a=str(r.randint(10, 34)))
    b.ln("Dispo: remains in ICU. Code status: {cs}, confirmed with {rel} {f} on {d}.", cs=r.choice(["Full code", "DNR/DNI", "DNR, OK to intubate"]),
         rel=c.fam_rel, f=c.famname("first"), d=(L.wshort(c.day(r.randint(0, c.los))), "DATE"))
    b.ln("Critical care time: {m} minutes, excluding procedures.", m=str(r.randint(32, 95)))
    signature(b, c)


# ====================================================================== 2 MAR / med rec
def mar_medrec(b, c):
    r, L = c.r, c.L
    if r.random() < 0.5:
        header(b, c, "Medication Administration Record")
        nurses = c.nurses
        days = [c.day(c.los - 1), c.day(c.los)]
        b.ln("MAR period {d1} 0700 - {d2} 0659", d1=(L.date(days[0]), "DATE"), d2=(L.date(days[1]), "DATE"))
        rows = [["Medication", "Dose", "Route", "Freq", "Given", "By", "Order #"]]
        for _ in range(r.randint(7, 11)):
            n, d, ro, f = K.drug_line(r)
            if n in K.BRANDS and r.random() < 0.4:
                n = n + " (" + K.BRANDS[n] + ")"
            nn = r.choice(nurses)
            given = r.choice(["0900", "0900, 2100", "0600, 1400, 2200", "HELD", "1800", "0800"])
            rows.append([n, d, ro, f, given, (nn.initials(), "DOCTOR") if given != "HELD" else "--", (idnum(r, "order"), "IDNUM")])
        table(b, rows, style=r.choice(["pipe", "space"]))
        b.ln()
        b.ln("Initials key:")
        for nn in nurses:
            b.ln("  {i} = {n}", i=(nn.initials(), "DOCTOR"), n=c.doc(nn, "rn", "full_cred"))
        b.ln()
        b.ln("Held doses: metoprolol tartrate 25 mg held at 0900 for SBP < 100 and HR 54; provider {p} notified.",
             p=c.doc(c.resident, "md", "dr"))
        b.ln("Override: hydromorphone 0.5 mg removed from cabinet via biometric login, fingerprint ID {bi} ({n}).",
             bi=(f"FP-{r.randint(10000, 99999)}", "BIOID"), n=[(c.nurses[1].full, "DOCTOR")])
        b.ln("Infusion pump channel B serial {sn}, network address {ip}; heparin infusion at 18 units/kg/h.",
             sn=(device_sn(r), "DEVICE"), ip=(ipaddr(r), "IPADDR"))
        b.ln("Patient scanned by wristband; palm-vein ID {pv} matched at {t}.", pv=(f"PV{r.randint(100000, 999999)}", "BIOID"),
             t=f"{r.randint(6, 22):02d}:{r.randint(0, 59):02d}")
        signature(b, c, c.nurses[0], "rn")
    else:
        header(b, c, r.choice(["Discharge Medication Reconciliation", "Medicines Reconciliation at Discharge", "Discharge Med Rec"]))
        b.ln("Discharge date: {d}. Discharged to: {dest}.", d=c.d(c.los), dest=r.choice([
            "home", ["home with ", (r.choice(pools.ORGS), "ORGANIZATION"), " support"],
            [(c.other_hosp, "HOSPITAL")]]))
        b.ln("Sources: patient interview, {rel} {f}, outpatient pharmacy {ph} ({tel}), prior discharge summary {d}.",
             rel=c.fam_rel, f=c.famname("first"), ph=(r.choice(pools.PHARMACIES[c.code]), "HOSPITAL"),
             tel=(L.phone(), "PHONE"), d=(L.monthyear(c.day(-r.randint(40, 400))), "DATE"))
        b.ln()
        rows = [["Medication", "Dose", "Route", "Frequency", "Action", "Comment"]]
        for _ in range(r.randint(8, 12)):
            n, d, ro, f = K.drug_line(r)
            act = r.choice(["CONTINUE", "CONTINUE", "NEW", "CHANGED", "STOP"])
            com = r.choice(["", "", "last dose 0800", "until follow-up", "renal dosing", "INR check 3 days", "with food",
                            "for 5 more days", "do not crush"])
            rows.append([f"{n} [{K.BRANDS[n]}]" if n in K.BRANDS and r.random() < 0.3 else n, d, ro, f, act, com])
        table(b, rows, style=r.choice(["pipe", "space", "tab"]))
        b.ln()
        b.ln("Anticoagulation follow-up: INR clinic at {h} on {d}; target INR 2-3.", h=(c.other_hosp, "HOSPITAL"), d=c.d(c.los + r.randint(3, 7)))
        pr = c.attending
        ll, lv = L.license()
        b.ln("Prescriber: {n}   {ll} {lv}", n=c.doc(pr, "md", "full_cred"), ll=ll, lv=(lv, "LICENSE"))
        if c.code == "US":
            b.ln("Controlled substance Rx (oxycodone 5 mg #12) sent e-Rx; DEA {d}; PDMP checked {dd}.",
                 d=(f"B{r.choice('ACDKLM')}{r.randint(1000000, 9999999)}", "LICENSE"), dd=c.d(c.los))
        b.ln("Reconciled by {ph} ({u}), reviewed with {p} and {rel}.", ph=c.doc(c.pharm, "pharm", "full_cred"),
             u=(username(r, c.pharm), "USERNAME"), p=c.ptname(r.choice(["title", "first"])), rel=c.fam_rel)
        b.ln("Patient portal: {u}", u=(f"https://{hosp_domain(c.hosp).replace('.example.org', '')}.example.org/portal/meds", "URL"))
        signature(b, c, c.pharm, "pharm")


# ====================================================================== 3 nursing
def nursing(b, c):
    r, L = c.r, c.L
    out, inn = c.nurses[0], c.nurses[1]
    if r.random() < 0.5:
        header(b, c, r.choice(["Nursing Shift Assessment", "RN Shift Assessment", "Nursing Flowsheet Summary"]))
    else:
        b.ln("SBAR HANDOVER - {w} - {d} {s}", w=(c.ward, "HOSPITAL"), d=(L.wshort(c.today), "DATE"), s=r.choice(["Day shift", "Night shift", "1900"]))
        b.ln("From {a} to {bn}", a=c.doc(out, "rn", r.choice(["full_cred", "first"])), bn=c.doc(inn, "rn", r.choice(["full_cred", "first"])))
        b.ln("Room {rm} / Bed {bd}   {p}   {ag}   {ml} {mv}", rm=(c.room, "LOCATION_OTHER"), bd=(c.bed, "LOCATION_OTHER"),
             p=c.ptname(r.choice(["Lf", "full", "fl."])), ag=c.age_items(), ml=c.mrn[0], mv=(c.mrn[1], "MRN"))
        b.ln()
    b.ln("S: {p} admitted {d} for {dx}. Allergies: {al}.", p=c.ref(cap=True), d=c.d(0), dx=r.choice(
        ["CHF exacerbation", "COPD exacerbation", "cellulitis L leg", "NSTEMI", "hip fracture, post ORIF", "pneumonia", "GI bleed"]),
         al=r.choice(["NKDA", "penicillin (rash)", "sulfa", "latex", "morphine (itching)"]))
    b.ln("B: Lives with {rel} {f}.", rel=c.fam_rel, f=c.famname())
    pmh(b, c)
    b.ln("A:")
    b.ln("  Neuro: A&Ox{o}, GCS {g}, PERRLA. Pain {p}/10, managed with acetaminophen 1 g PO q6h.", o=str(r.randint(2, 4)),
         g=str(r.randint(13, 15)), p=str(r.randint(0, 8)))
    b.ln("  CV: {v}. Telemetry {rh}. Pedal oedema 2+.", v=K.vitals_line(r), rh=r.choice(["SR 70s", "AF 90-110", "ST 100s"]))
    b.ln("  Resp: {o}, crackles bibasal. IS 750 mL.", o=r.choice(["2L NC", "RA", "4L NC"]))
    b.ln("  GI/GU: tolerating diet, BM {d}. Foley removed, voided {v} mL.", d=(L.short(c.day(c.los - 1)), "DATE"), v=str(r.randint(150, 600)))
    b.ln("  Skin: Braden {b}, sacrum intact, heels offloaded. Morse Fall Scale {m} - high risk, bed alarm on.",
         b=str(r.randint(11, 20)), m=str(r.choice([25, 45, 55, 65, 75])))
    b.ln("  Lines: PIV 20g L forearm (inserted {d}), PICC R basilic.", d=(L.short(c.day(r.randint(0, c.los))), "DATE"))
    b.ln("  Pump: {m} SN {sn}, IP {ip}, running NS at 75 mL/h.", m=r.choice(["Alaris 8015", "Sigma Spectrum", "Plum 360"]),
         sn=(device_sn(r), "DEVICE"), ip=(ipaddr(r), "IPADDR"))
    b.ln("R: Recheck K at 1600 (was {k}). Daily weight {w} kg. PT/OT to see {d}.", k=f"{r.uniform(3.0, 3.5):.1f}",
         w=f"{r.uniform(48, 130):.1f}", d=(L.wshort(c.day(c.los + 1)), "DATE"))
    b.ln()
    if r.random() < 0.4:
        b.ln("Pt states \"{q}\".", q=r.choice([["my ", c.fam_rel, " ", (c.fam.first.lower(), "FAMILY"), " will pick me up"],
                                                ["call me ", (c.pt.first.lower(), "PATIENT"), ", everyone does"],
                                                ["i told nurse ", (out.first.lower(), "DOCTOR"), " about the pain already"]]))
    b.ln("Family: {rel} {f} called at {t}, updated; prefers contact on {ph} or {e}.", rel=c.fam_rel, f=c.famname("full"),
         t=f"{r.randint(8, 21):02d}{r.choice(['00', '15', '30', '45'])}", ph=(L.phone(), "PHONE"), e=(email(r, c.fam), "EMAIL"))
    if r.random() < 0.5:
        b.ln("Valuables: wallet and phone sent home with {f}. Patient's car ({col} {mk}, plate {pl}) remains in visitor lot {lot}.",
             f=c.famname("first"), col=r.choice(["blue", "silver", "red", "white"]), mk=r.choice(["sedan", "hatchback", "pickup", "ute"]),
             pl=(L.plate(), "VEHICLE"), lot=(r.choice(["P3", "B2", "C4", "P1"]), "LOCATION_OTHER"))
    b.ln("Charge nurse aware. Handover given at bedside to {n} at {t}.", n=[(inn.first, "DOCTOR")], t=r.choice(["0700", "1900", "1930", "0715"]))
    signature(b, c, out, "rn")


# ====================================================================== 4 cardiology
def cardiology(b, c):
    r, L = c.r, c.L
    if r.random() < 0.5:
        header(b, c, "Cardiac Catheterization Report")
        b.ln("Procedure date: {d}   Study #: {s}   Lab: Cath Lab {n}", d=c.d(c.los), s=(idnum(r, "study"), "IDNUM"), n=(str(r.randint(1, 4)), "LOCATION_OTHER"))
        b.ln("Operator: {o}   Assistant: {a}   Referring: {rf} ({h})", o=c.doc(c.attending, "md", "dr"),
             a=c.doc(c.resident, "md", r.choice(["full_cred", "i_last"])), rf=c.doc(c.consultant, "md", "dr"), h=(c.other_hosp, "HOSPITAL"))
        if r.random() < 0.5:
            fhx(b, c)
        b.ln("Indication: {ag} with {i}.", ag=c.age_items(), i=r.choice(["NSTEMI, hs-TnT peak 1840 ng/L", "inferior STEMI", "unstable angina", "positive stress test"]))
        b.ln("Access: R radial 6Fr, TR band. Contrast: {ct} mL iohexol. Fluoro time {ft} min. Air kerma {ak} mGy.",
             ct=str(r.randint(60, 260)), ft=f"{r.uniform(4, 38):.1f}", ak=str(r.randint(300, 2800)))
        if r.random() < 0.5:
            b.ln("Right heart cath (Swan-Ganz): RA {ra}, PA {pa}/{pd}, PCWP {w}, CO {co} L/min (Fick), CI {ci}.", ra=str(r.randint(2, 18)),
                 pa=str(r.randint(22, 70)), pd=str(r.randint(8, 30)), w=str(r.randint(6, 32)), co=f"{r.uniform(2.1, 6.5):.1f}",
                 ci=f"{r.uniform(1.4, 3.6):.1f}")
        b.ln("Hemodynamics: Ao {s}/{d} (mean {m}) mmHg, LVEDP {e} mmHg.", s=str(r.randint(90, 170)), d=str(r.randint(50, 90)),
             m=str(r.randint(65, 110)), e=str(r.randint(8, 32)))
        rows = [["Vessel", "Stenosis", "TIMI", "Intervention"]]
        for v in ["LM", "pLAD", "mLAD", "D1", "LCx", "OM1", "pRCA", "mRCA", "PDA"]:
            if r.random() < 0.7:
                rows.append([v, f"{r.choice([0, 10, 20, 30, 50, 70, 80, 90, 95, 100])}%", str(r.randint(0, 3)), r.choice(["none", "none", "DES 3.0 x 18 mm", "POBA", "DES 2.75 x 24 mm"])])
        table(b, rows, style=r.choice(["pipe", "space"]))
        b.ln("Implants: DES lot {l1} (SN {s1}); guide catheter lot {l2}.", l1=(f"{r.randint(10000000, 99999999)}", "DEVICE"),
             s1=(device_sn(r), "DEVICE"), l2=(f"{r.randint(1000000, 9999999)}", "DEVICE"))
        b.ln("Plan: DAPT aspirin 81 mg + ticagrelor 90 mg BID x 12 months; high-intensity statin; cardiac rehab referral to {h}.",
             h=(r.choice(pools.HOSPITALS[c.code]), "HOSPITAL"))
        b.ln("Findings discussed with {p} and {rel} {f} in recovery bay {bay}.", p=c.ref(), rel=c.fam_rel, f=c.famname("first"),
             bay=(str(r.randint(1, 12)), "LOCATION_OTHER"))
    else:
        header(b, c, r.choice(["Transthoracic Echocardiogram Report", "Echocardiography Report", "TTE"]))
        b.ln("Study date: {d}   Accession: {a}   Sonographer: {s}   Reader: {rd}", d=c.d(c.los), a=(idnum(r, "acc"), "IDNUM"),
             s=[(c.nurses[2].full, "DOCTOR"), ", RDCS"], rd=c.doc(c.attending, "md", "dr"))
        b.ln("Height {h} cm  Weight {w} kg  BSA {bsa} m2  HR {hr}  BP {s}/{d2}", h=str(r.randint(150, 192)), w=str(r.randint(45, 140)),
             bsa=f"{r.uniform(1.45, 2.5):.2f}", hr=str(r.randint(55, 120)), s=str(r.randint(95, 170)), d2=str(r.randint(50, 95)))
        rows = [["Measurement", "Value", "Normal"],
                ["LVIDd", f"{r.uniform(3.8, 7.2):.1f} cm", "4.2-5.8"], ["IVSd", f"{r.uniform(0.7, 1.6):.1f} cm", "0.6-1.0"],
                ["LVEF (biplane)", f"{r.randint(15, 68)}%", ">=55%"], ["LA vol index", f"{r.randint(18, 62)} mL/m2", "<34"],
                ["E/e' avg", f"{r.uniform(6, 22):.1f}", "<14"], ["TAPSE", f"{r.uniform(0.9, 2.6):.1f} cm", ">1.7"],
                ["RVSP", f"{r.randint(22, 70)} mmHg", "<35"], ["AV peak vel", f"{r.uniform(1.1, 4.9):.1f} m/s", "<2.6"],
                ["AVA (VTI)", f"{r.uniform(0.6, 3.2):.1f} cm2", ">2.0"]]
        table(b, rows, style=r.choice(["pipe", "space"]))
        b.ln("Compared with prior study of {d} at {h}: {x}.", d=(L.date(c.day(-r.randint(60, 900))), "DATE"), h=(c.other_hosp, "HOSPITAL"),
             x=r.choice(["EF decreased from 50%", "no significant change", "new moderate MR"]))
        if r.random() < 0.6:
            b.ln("Device: dual-chamber pacemaker ({m}), SN {sn}, implanted {d}; leads visualised in RA/RV.",
                 m=r.choice(["Medtronic Azure XT", "Abbott Assurity", "Boston Scientific Accolade"]), sn=(device_sn(r), "DEVICE"),
                 d=(L.monthyear(c.day(-r.randint(100, 2000))), "DATE"))
        b.ln("Conclusion: {x}. CHA2DS2-VASc {s}; HAS-BLED {hb}.", x=r.choice(["moderately reduced LV systolic function", "severe AS",
             "normal biventricular function", "Takotsubo pattern"]), s=str(r.randint(1, 7)), hb=str(r.randint(0, 4)))
        b.ln("Report faxed to {rf} at {f}.", rf=c.doc(c.consultant, "md", "dr"), f=(L.phone(), "FAX"))
    signature(b, c)


# ====================================================================== 5 nephrology / dialysis
def nephrology(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Nephrology Progress Note", "Haemodialysis Treatment Record", "Renal Consult Follow-up", "Inpatient Dialysis Run Sheet"]))
    unit = r.choice([h for h in pools.HOSPITALS[c.code] if "Renal" in h or "Kidney" in h or "Dialysis" in h] or pools.HOSPITALS[c.code])
    b.ln("Outpatient unit: {u}, chair {ch}, {sch} schedule. Nephrologist: {n}.", u=(unit, "HOSPITAL"), ch=(str(r.randint(1, 30)), "LOCATION_OTHER"),
         sch=r.choice(["MWF", "TTS", "Mon/Wed/Fri"]), n=c.doc(c.consultant, "md", "dr"))
    b.ln("ESKD secondary to {x}; HD since {d}. Access: {a} (created {d2}).", x=r.choice(["diabetic nephropathy", "IgA nephropathy", "ADPKD", "hypertensive nephrosclerosis"]),
         d=(L.monthyear(c.day(-r.randint(300, 3000))), "DATE"), a=r.choice(["L brachiocephalic AVF", "R IJ tunnelled HD catheter", "L forearm AVG"]),
         d2=(L.date(c.day(-r.randint(200, 2500))), "DATE"))
    b.ln()
    b.ln("Treatment {d}:", d=(L.wshort(c.today), "DATE"))
    rows = [["Parameter", "Prescribed", "Actual"],
            ["Duration", f"{r.choice([3, 3.5, 4])} h", f"{r.choice([3, 3.5, 4])} h"],
            ["Qb", f"{r.choice([300, 350, 400])} mL/min", f"{r.choice([280, 300, 350, 400])} mL/min"],
            ["Qd", "500 mL/min", f"{r.choice([500, 600])} mL/min"], ["Dialysate", f"{r.choice([2, 3, 4])}K / 2.5Ca", "-"],
            ["UF goal", f"{r.uniform(1.0, 4.0):.1f} L", f"{r.uniform(0.5, 4.0):.1f} L"],
            ["Pre/post wt", f"{r.uniform(55, 110):.1f} kg", f"{r.uniform(55, 110):.1f} kg"],
            ["Heparin", "2000 units bolus", "given"]]
    table(b, rows, style=r.choice(["pipe", "space"]))
    b.ln("Machine: {m} serial {sn}; dialyzer {dz}. Kt/V {kt}, URR {u}%.", m=r.choice(["Fresenius 5008S", "Fresenius 2008T", "Nikkiso DBB-EXA", "B. Braun Dialog+"]),
         sn=(device_sn(r), "DEVICE"), dz=r.choice(["FX80", "Optiflux F180NR", "Revaclear 400"]), kt=f"{r.uniform(1.0, 1.8):.2f}", u=str(r.randint(58, 78)))
    b.ln("Intradialytic: SBP nadir {s} at hour 2, cramping; UF paused 10 min, NS 200 mL given by {n}.", s=str(r.randint(78, 110)),
         n=c.doc(c.nurses[0], "rn", r.choice(["full_cred", "first"])))
    b.ln()
    b.ln("Labs ({d}):", d=(L.short(c.today), "DATE"))
    lab_inline(b, c, K.BMP[:7])
    b.ln("Hgb {h} g/dL, ferritin {f}, TSAT {t}%, PTH {p} pg/mL, albumin {a} g/dL.", h=f"{r.uniform(7.2, 12.4):.1f}", f=str(r.randint(80, 1200)),
         t=str(r.randint(12, 45)), p=str(r.randint(90, 1400)), a=f"{r.uniform(2.4, 4.2):.1f}")
    b.ln("Plan: epoetin alfa 10000 units with HD, sevelamer 800 mg TID with meals, calcitriol 0.25 mcg daily. Next HD {d}.",
         d=(L.wshort(c.day(c.los + r.choice([1, 2]))), "DATE"))
    b.ln("Transplant: listed at {h}; coordinator {n} ({ph}). Living donor workup for {rel} {f} in progress.",
         h=(c.other_main, "HOSPITAL"), n=[(Person(r).full, "DOCTOR")], ph=(L.phone(ext=r.random() < 0.5), "PHONE"), rel=c.fam_rel, f=c.famname())
    if r.random() < 0.5:
        social(b, c)
    signature(b, c, c.consultant)


# ====================================================================== 6 oncology
REGIMENS = [("FOLFOX", ["oxaliplatin 85 mg/m2", "leucovorin 400 mg/m2", "5-FU 400 mg/m2 bolus", "5-FU 2400 mg/m2 over 46 h"]),
            ("R-CHOP", ["rituximab 375 mg/m2", "cyclophosphamide 750 mg/m2", "doxorubicin 50 mg/m2", "vincristine 1.4 mg/m2 (cap 2 mg)", "prednisone 100 mg PO D1-5"]),
            ("AC-T", ["doxorubicin 60 mg/m2", "cyclophosphamide 600 mg/m2"]),
            ("carboplatin/paclitaxel", ["carboplatin AUC 5", "paclitaxel 175 mg/m2"]),
            ("gemcitabine/cisplatin", ["gemcitabine 1000 mg/m2", "cisplatin 25 mg/m2"]),
            ("FOLFIRINOX", ["oxaliplatin 85 mg/m2", "irinotecan 180 mg/m2", "leucovorin 400 mg/m2", "5-FU 2400 mg/m2 over 46 h"])]


def oncology(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Oncology Chemotherapy Cycle Note", "Day Unit Chemotherapy Note", "Haematology/Oncology Progress Note"]))
    reg, drugs = r.choice(REGIMENS)
    cyc = r.randint(1, 8)
    dx = {"FOLFOX": "stage III colon adenocarcinoma", "R-CHOP": "DLBCL stage IIIB", "AC-T": "ER+/HER2- breast cancer",
          "carboplatin/paclitaxel": "ovarian high-grade serous carcinoma", "gemcitabine/cisplatin": "urothelial carcinoma",
          "FOLFIRINOX": "metastatic pancreatic adenocarcinoma"}[reg]
    b.ln("Patient: {p}, {ag}.", p=c.ptname(r.choice(["full", "title", "fmi"])), ag=c.age_items())
    b.ln("Diagnosis: {x}. Regimen: {reg}, cycle {cy} day 1 ({d}). Intent: {i}.", x=dx,
         reg=reg, cy=str(cyc), d=c.d(c.los), i=r.choice(["curative", "palliative", "adjuvant"]))
    b.ln("C1D1 was {d1}; last cycle {d2}-{d3} (inpatient).", d1=(L.date(c.day(-21 * (cyc - 1) - 2)), "DATE"),
         d2=(L.short(c.day(-21)), "DATE"), d3=(L.short(c.day(-19)), "DATE"))
    ht, wt = r.randint(150, 190), round(r.uniform(45, 120), 1)
    bsa = ((ht * wt) / 3600) ** 0.5
    b.ln("Ht {h} cm, Wt {w} kg (baseline {bw} kg), BSA {bsa} m2 (Mosteller). ECOG {e}.", h=str(ht), w=str(wt), bw=f"{wt + r.uniform(-2, 6):.1f}",
         bsa=f"{bsa:.2f}", e=str(r.randint(0, 2)))
    rows = [["Agent", "Dose/m2", "Calculated", "Given", "Checked"]]
    p1, p2 = c.pharm, c.nurses[0]
    for dr in drugs:
        nm, rest = dr.split(" ", 1)
        pct = r.choice([100, 100, 100, 80])
        if rest.split(" ")[1:2] == ["mg/m2"]:
            calc = f"{float(rest.split(' ')[0]) * bsa:.0f} mg"
            if "cap 2 mg" in rest:
                calc = f"{min(2.0, 1.4 * bsa):.1f} mg"
        elif rest.startswith("AUC"):
            calc = f"{int(rest.split()[1]) * (r.randint(40, 110) + 25)} mg"
        else:
            calc = rest.split(" ")[0] + " mg"
        rows.append([nm, rest, calc, f"{pct}%",
                     [(p1.initials(), "DOCTOR"), "/", (p2.initials(), "DOCTOR")]])
    table(b, rows, style=r.choice(["pipe", "space"]))
    b.ln("Pre-meds: ondansetron 8 mg IV, dexamethasone 12 mg IV, famotidine 20 mg IV.")
    b.ln("Labs today: ANC {a}, Plt {p}, Hgb {h}, Cr {cr}, bili {bi}. OK to treat per parameters (ANC >= 1.5, Plt >= 100).",
         a=f"{r.uniform(1.2, 6.5):.1f}", p=str(r.randint(90, 420)), h=f"{r.uniform(8.5, 14):.1f}", cr=f"{r.uniform(0.5, 1.5):.2f}",
         bi=f"{r.uniform(0.2, 1.4):.1f}")
    b.ln("Toxicity (CTCAE v5): neuropathy G{n}, mucositis G{m}, fatigue G{f}.", n=str(r.randint(0, 2)), m=str(r.randint(0, 2)), f=str(r.randint(0, 2)))
    b.ln("Port: {m} SN {sn}, placed {d}, good blood return.", m=r.choice(["PowerPort", "BardPort", "Smart Port"]), sn=(device_sn(r), "DEVICE"),
         d=(L.monthyear(c.day(-r.randint(30, 300))), "DATE"))
    if r.random() < 0.6:
        b.ln("Enrolled on trial, subject ID {s}; research nurse {n}.", s=(f"{r.choice(['ONC', 'GOG', 'NRG'])}-{r.randint(100, 999)}-{r.randint(1000, 9999)}", "IDNUM"),
             n=[(Person(r).full, "DOCTOR")])
    b.ln("Psychosocial: {p} is a {pr} at {o}; on medical leave since {d}. {rel} {f} drives to appointments.",
         p=c.ptname("first"), pr=(c.prof, "PROFESSION"), o=(r.choice(pools.ORGS), "ORGANIZATION"), d=(L.monthyear(c.day(-r.randint(20, 200))), "DATE"),
         rel=c.fam_rel.capitalize(), f=c.famname("first"))
    b.ln("Next cycle {d} pending counts; CBC {d0}. After-hours chemo line {ph}.", d=c.d(c.los + 21), d0=(L.short(c.day(c.los + 20)), "DATE"),
         ph=(L.phone(), "PHONE"))
    signature(b, c, c.attending)


# ====================================================================== 7 ID consult
ORGANISMS = ["Escherichia coli", "Klebsiella pneumoniae", "Pseudomonas aeruginosa", "Staphylococcus aureus (MRSA)",
             "Staphylococcus aureus (MSSA)", "Enterococcus faecalis", "Enterobacter cloacae", "Proteus mirabilis"]
ABX = ["Ampicillin", "Amp/sulbactam", "Cefazolin", "Ceftriaxone", "Cefepime", "Pip/tazo", "Meropenem", "Ciprofloxacin",
       "Gentamicin", "TMP/SMX", "Nitrofurantoin", "Vancomycin", "Oxacillin", "Daptomycin", "Linezolid", "Doxycycline"]


def id_consult(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Infectious Diseases Consultation", "ID Consult Note", "Infectious Disease Follow-up"]))
    b.ln("Requested by {n} ({sv}) for {q}.", n=c.doc(c.resident, "md", "dr"), sv=r.choice(["Medicine", "Surgery", "MICU", "Orthopaedics"]),
         q=r.choice(["bacteraemia", "vertebral osteomyelitis", "prosthetic joint infection", "fever in neutropenia", "complicated UTI"]))
    b.ln("HPI: {ag} with fevers to 39.4 since {d}. Travel: returned from {co} on {d2}. {ex}", ag=c.age_items(),
         d=(L.wshort(c.day(-r.randint(1, 4))), "DATE"), co=(r.choice(pools.COUNTRIES), "COUNTRY"), d2=(L.short(c.day(-r.randint(5, 30))), "DATE"),
         ex=r.choice(["No animal exposures.", "Keeps chickens.", "Works with livestock.", "Sick contacts at home."]))
    if r.random() < 0.7:
        b.ln("Exposure history: works as a {p} at {o}; {rel} {f} recently treated for TB in {co}.", p=(c.prof, "PROFESSION"),
             o=(r.choice(pools.ORGS), "ORGANIZATION"), rel=c.fam_rel, f=c.famname("first"), co=(r.choice(pools.COUNTRIES), "COUNTRY"))
    onset(b, c)
    pmh(b, c)
    if r.random() < 0.4:
        social(b, c)
    b.ln()
    b.ln("MICROBIOLOGY")
    for _ in range(r.randint(1, 2)):
        org = r.choice(ORGANISMS)
        b.ln("{src} collected {d} {t}, accession {a}: {o}, >100,000 CFU/mL" if r.random() < 0.3 else "{src} collected {d} {t}, accession {a}: {o}",
             src=r.choice(["Blood culture", "Urine culture", "Wound swab", "Bone biopsy", "BAL"]), d=(L.date(c.day(r.randint(0, c.los))), "DATE"),
             t=f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", a=(idnum(r, "acc"), "IDNUM"), o=org)
        rows = [["Antibiotic", "MIC (ug/mL)", "Interp"]]
        for ab in r.sample(ABX, r.randint(6, 10)):
            rows.append([ab, r.choice(["<=0.25", "<=1", "2", "4", "8", ">=16", ">=32", "0.5"]), r.choice(["S", "S", "S", "I", "R"])])
        table(b, rows, style=r.choice(["pipe", "space"]))
    b.ln("Repeat blood cultures {d1} and {d2}: no growth to date.", d1=(L.short(c.day(c.los - 1)), "DATE"), d2=(L.short(c.today), "DATE"))
    b.ln("Antibiotic course: vancomycin {d1}-{d2}; cefazolin 2 g IV q8h from {d3}.", d1=(L.short(c.day(0)), "DATE"),
         d2=(L.short(c.day(min(2, c.los))), "DATE"), d3=(L.short(c.day(min(2, c.los))), "DATE"))
    b.ln("Labs: WBC {w}, CRP {cr}, ESR {e}, procalcitonin {p}. HIV Ag/Ab negative. Hep C Ab negative.", w=f"{r.uniform(3, 24):.1f}",
         cr=str(r.randint(5, 300)), e=str(r.randint(10, 120)), p=f"{r.uniform(0.05, 20):.2f}")
    b.ln("TTE {d}: no vegetation. TEE scheduled {d2}.", d=(L.short(c.day(r.randint(0, c.los))), "DATE"), d2=(L.wshort(c.day(c.los + 1)), "DATE"))
    b.ln()
    b.ln("Recommendations:")
    b.ln("1. Continue cefazolin 2 g IV q8h; planned duration 6 weeks from first negative culture (end date {d}).", d=c.d(c.los + 42))
    b.ln("2. PICC placement; OPAT referral to {h} (fax {f}).", h=(c.other_hosp, "HOSPITAL"), f=(L.phone(), "FAX"))
    b.ln("3. Weekly CBC, BMP, CRP while on IV therapy.")
    b.ln("4. Source control per Orthopaedics; ID will follow. Page {pg} with questions.", pg=(L.pager()[1], "PHONE"))
    signature(b, c, c.consultant)


# ====================================================================== 8 pharmacy vancomycin
def pharmacy(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Pharmacy Consult: Vancomycin Dosing", "Clinical Pharmacy Note - Vancomycin", "Pharmacokinetic Consult"]))
    wt = round(r.uniform(45, 140), 1)
    ht = r.randint(150, 195)
    scr = round(r.uniform(0.6, 2.8), 2)
    ibw = (50 if c.pt.sex == "M" else 45.5) + 2.3 * max(0, (ht / 2.54 - 60))
    crcl = (140 - c.age) * wt / (72 * scr) * (0.85 if c.pt.sex == "F" else 1)
    b.ln("Consult received {d} from {n} for vancomycin dosing ({i}).", d=c.d(0), n=c.doc(c.resident, "md", r.choice(["dr", "full_cred"])),
         i=r.choice(["MRSA bacteraemia", "HAP", "cellulitis with abscess", "empiric sepsis coverage", "osteomyelitis"]))
    b.ln("Patient: {ag}; Ht {h} cm, TBW {w} kg, IBW {i} kg, SCr {s} mg/dL (baseline {bs}).", ag=c.age_items(), h=str(ht), w=str(wt),
         i=f"{ibw:.1f}", s=str(scr), bs=f"{r.uniform(0.6, 1.4):.2f}")
    b.ln("Estimated CrCl (Cockcroft-Gault, TBW): {cc} mL/min.", cc=f"{crcl:.0f}")
    b.ln("Loading dose: {ld} mg IV x1 ({lpk} mg/kg) given {d} at {t}.", ld=str(r.choice([1500, 1750, 2000, 2250, 2500])), lpk=str(r.choice([20, 25])),
         d=(L.short(c.day(0)), "DATE"), t=f"{r.randint(0, 23):02d}{r.choice(['00', '12', '30', '48'])}")
    b.ln()
    rows = [["Date", "Time", "Level", "Type", "Dose"]]
    for i in range(r.randint(2, 4)):
        d = c.day(min(c.los, i + 1))
        rows.append([(L.short(d), "DATE"), f"{r.randint(0, 23):02d}{r.choice(['00', '30'])}", f"{r.uniform(6, 28):.1f} mg/L",
                     r.choice(["trough", "peak", "random"]), r.choice(["1250 mg q12h", "1000 mg q12h", "1500 mg q24h", "750 mg q8h"])])
    table(b, rows, style=r.choice(["pipe", "space"]))
    b.ln("Bayesian estimate (two-level): AUC24 {a} mg*h/L, Ke {k} h-1, Vd {v} L/kg, t1/2 {t} h.", a=str(r.randint(320, 720)),
         k=f"{r.uniform(0.04, 0.2):.3f}", v=f"{r.uniform(0.5, 0.9):.2f}", t=f"{r.uniform(4, 18):.1f}")
    b.ln("Assessment: target AUC 400-600. {x}", x=r.choice(["Current regimen within goal.", "AUC supratherapeutic; reduce dose.",
         "Rising SCr - hold next dose, random level in AM.", "Subtherapeutic; increase to 1500 mg q12h."]))
    b.ln("Plan: next levels {d} with 0400 labs; monitor SCr daily, avoid concomitant pip/tazo if possible (AKI risk).",
         d=(L.wshort(c.day(c.los + 1)), "DATE"))
    b.ln("Interactions reviewed: {x}.", x=r.choice(["furosemide - monitor SCr", "none significant", "gentamicin - avoid combination",
                                                    "ketorolac - discontinue"]))
    b.ln("Discussed with {n} on {u}; {rn} aware of level timing.", n=c.doc(c.attending, "md", "dr"), u=r.choice(["rounds", "phone"]),
         rn=c.doc(c.nurses[1], "rn", r.choice(["first", "full_cred"])))
    pl, pv = L.pager()
    b.ln("Pharmacy ext {x}; {pl} {pv}.", x=(L.extn(), "PHONE"), pl=pl, pv=(pv, "PHONE"))
    signature(b, c, c.pharm, "pharm")


# ====================================================================== 9 transfer
def transfer(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Inter-hospital Transfer Note", "Transfer Summary", "Interdepartmental Transfer Note", "Transfer of Care"]))
    recv = c.other_hosp
    rp = Person(r)
    inter = r.random() < 0.7
    if inter:
        b.ln("Transferring facility: {h}, {a}", h=(c.hosp, "HOSPITAL"), a=L.address_items(None, c.htown, c.hregion, None))
        rtown, rreg = L.place()
        b.ln("Receiving facility: {h}, {a}", h=(recv, "HOSPITAL"), a=L.address_items(None, rtown, rreg, None))
        b.ln("Accepting physician: {n} ({sv}), accepted {d} at {t} via transfer centre {ph}.", n=c.doc(rp, "md", "dr"),
             sv=r.choice(["Cardiothoracic Surgery", "Neurosurgery", "Hepatology", "Interventional Cardiology", "Burns"]),
             d=c.d(c.los), t=f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}", ph=(L.phone(ext=r.random() < 0.4), "PHONE"))
    else:
        b.ln("From: {w} (room {rm}) To: {w2}, bed {bd}", w=(c.ward, "HOSPITAL"), rm=(c.room, "LOCATION_OTHER"),
             w2=(r.choice([w for w in pools.WARDS if w != c.ward]), "HOSPITAL"), bd=(str(r.randint(1, 30)), "LOCATION_OTHER"))
        b.ln("Receiving team: {n}; verbal handover given {d}.", n=c.doc(rp, "md", "dr"), d=(L.wshort(c.today), "DATE"))
    b.ln()
    b.ln("Reason: {x}.", x=r.choice(["needs ECMO evaluation", "subdural haematoma requiring neurosurgical input", "step-down from ICU",
                                    "requires tertiary cardiac surgery", "bed availability", "repatriation to local hospital"]))
    b.ln("Summary: {ag} admitted {d} with {x}. Course complicated by {y}.", ag=c.age_items(), d=c.d(0), x=r.choice(
        ["NSTEMI", "sepsis", "pancreatitis", "GI bleed", "fall with SDH"]), y=r.choice(["AKI (Cr 2.4)", "AF with RVR", "delirium", "VAP"]))
    pmh(b, c)
    b.ln("Most recent vitals: {v}.", v=K.vitals_line(r))
    b.ln("Latest labs ({d}):", d=(L.short(c.today), "DATE"))
    lab_inline(b, c, r.sample(K.BMP, 5) + r.sample(K.CBC, 3) + K.COAG[:2])
    b.ln("Active meds: " + "; ".join(" ".join(K.drug_line(r)) for _ in range(r.randint(4, 6))) + ".")
    b.ln("Lines/devices: L radial A-line, R subclavian CVC, ICD ({m}, SN {sn}).", m=r.choice(["Boston Scientific Resonate", "Abbott Gallant", "Medtronic Cobalt"]),
         sn=(device_sn(r), "DEVICE"))
    if inter:
        b.ln("Transport: {x} ambulance, crew lead {n}, vehicle reg {pl}; departed {t}.", x=r.choice(["critical care", "ALS", "BLS"]),
             n=[(Person(r).full, "DOCTOR")], pl=(L.plate(), "VEHICLE"), t=f"{r.randint(0, 23):02d}{r.randint(0, 59):02d}")
        if r.random() < 0.3:
            b.ln("Patient's own vehicle (VIN {v}) left at transferring site; {rel} to collect.", v=(L.vin(), "VEHICLE"), rel=c.fam_rel)
    b.ln("Records sent: imaging via PACS link {u}; discharge summary faxed to {f}.",
         u=(f"https://pacs.{hosp_domain(recv)}/share/{r.randint(100000, 999999)}", "URL"), f=(L.phone(), "FAX"))
    b.ln("Next of kin: {rel} {f}, {ph}. Aware of transfer.", rel=c.fam_rel, f=c.famname("full"), ph=(L.phone(), "PHONE"))
    hl, hv = c.hp
    b.ln("Insurance/ID: {hl} {hv}; {nl} {nv}.", hl=hl, hv=(hv, "HEALTHPLAN"), nl=c.natid[0], nv=(c.natid[1], "SSN"))
    signature(b, c, c.resident)


# ====================================================================== 10 pre-op anaesthesia
def preop(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Pre-operative Anaesthesia Assessment", "Anesthesia Preoperative Evaluation", "Pre-anaesthetic Clinic Note"]))
    sur = Person(r)
    b.ln("Planned procedure: {p} on {d}; surgeon {s}.", p=r.choice(["laparoscopic cholecystectomy", "total knee arthroplasty", "CABG x3",
         "open reduction internal fixation L hip", "TURP", "hemicolectomy", "AAA repair (EVAR)"]), d=(L.wshort(c.day(c.los + 1)), "DATE"),
         s=c.doc(sur, "md", "dr"))
    b.ln("Patient: {p}, {ag}. Weight {w} kg, height {h} cm, BMI {bmi}.", p=c.ptname(r.choice(["full", "title", "fmi"])), ag=c.age_items(),
         w=str(r.randint(45, 140)), h=str(r.randint(150, 195)), bmi=f"{r.uniform(18, 46):.1f}")
    b.ln("Previous anaesthetics: GA for {x} in {y} at {h}, uneventful. Family history: {rel} had malignant hyperthermia? - denies.",
         x=r.choice(["appendicectomy", "C-section", "hernia repair", "ORIF wrist"]), y=(str(c.adm.year - r.randint(2, 30)), "DATE"),
         h=(c.other_hosp, "HOSPITAL"), rel=r.choice(["no relative", "no first-degree relative"]))
    pmh(b, c)
    fhx(b, c)
    b.ln("Airway: Mallampati {m}, thyromental distance {t} cm, mouth opening {mo} cm, neck ROM full, dentition {de}.",
         m=r.choice(["I", "II", "III", "IV"]), t=str(r.randint(4, 8)), mo=str(r.randint(3, 5)), de=r.choice(["own", "upper denture", "loose UL2"]))
    b.ln("Scores: ASA {a}, RCRI {rc}, STOP-BANG {sb}/8, Clinical Frailty Scale {cf}, METs {me}.", a=r.choice(["II", "III", "III", "IV", "III E"]),
         rc=str(r.randint(0, 4)), sb=str(r.randint(0, 8)), cf=str(r.randint(1, 7)), me=r.choice(["<4", ">=4", "4"]))
    b.ln("Investigations ({d}):", d=(L.date(c.today), "DATE"))
    lab_inline(b, c, K.CBC[:4] + K.BMP[:6] + K.COAG[:3])
    b.ln("ECG: {e}. Group & save sample {gs} sent {t}.", e=r.choice(["SR 72, LBBB", "AF rate 88", "SR, normal axis", "sinus brady 52"]),
         gs=(idnum(r, "spec"), "IDNUM"), t=f"{r.randint(7, 18):02d}:{r.randint(0, 59):02d}")
    if r.random() < 0.5:
        b.ln("Blood bank: 2 units PRBC crossmatched, unit numbers {u1} and {u2}.", u1=(idnum(r, "unit"), "IDNUM"), u2=(idnum(r, "unit"), "IDNUM"))
    b.ln("Medications: hold apixaban 48 h pre-op (last dose {d}); continue bisoprolol 2.5 mg; omit metformin morning of surgery.",
         d=(L.short(c.day(c.los - 1)), "DATE"))
    b.ln("Plan: {x}. PONV risk (Apfel) {ap}; dexamethasone + ondansetron. Post-op HDU bed booked.", x=r.choice(["GA with ETT + femoral nerve block",
         "spinal anaesthesia with sedation", "GA, arterial line, TAP blocks"]), ap=str(r.randint(0, 4)))
    b.ln("Consent discussed with {p} and {rel} {f} (interpreter {i}, ID {iid}).", p=c.ref(), rel=c.fam_rel, f=c.famname(),
         i=[(Person(r).first, "DOCTOR")], iid=(f"INT-{r.randint(1000, 9999)}", "IDNUM"))
    signature(b, c, c.consultant)


# ====================================================================== 11 rapid response / code blue
def code_event(b, c):
    r, L = c.r, c.L
    code = r.random() < 0.5
    header(b, c, "Code Blue Event Record" if code else r.choice(["Rapid Response Team Note", "MET Call Record", "RRT Event Note"]))
    b.ln("Event #: {e}   Date: {d}   Location: {w}, room {rm}", e=(idnum(r, "case"), "IDNUM"), d=c.d(c.los),
         w=(c.ward, "HOSPITAL"), rm=(c.room, "LOCATION_OTHER"))
    b.ln("Called by: {n} for {x}.", n=c.doc(c.nurses[0], "rn", r.choice(["full_cred", "first"])), x=r.choice(
        ["unresponsive patient", "SpO2 82% on 4L", "SBP 70", "HR 160s", "new confusion, NEWS2 9", "seizure activity"]))
    t0 = r.randint(0, 22)
    m = r.randint(0, 40)
    rows = [["Time", "Event / Intervention"]]
    evts = (["Pulseless, CPR started", "Pads on - VF", "Shock 200 J biphasic", "Epinephrine 1 mg IV", "Rhythm check: VF", "Shock 200 J",
             "Amiodarone 300 mg IV", "Epinephrine 1 mg IV", "ROSC, MAP 68"] if code else
            ["RRT arrival", "NRB 15L, SpO2 91%", "Fluid bolus 500 mL LR", "VBG: lactate 4.2", "Blood cultures x2 drawn",
             "Cefepime 2 g IV", "Norepinephrine peripheral 0.05 mcg/kg/min"])
    mm = m
    for i, e in enumerate(evts[: r.randint(5, len(evts))]):
        mm += r.randint(0, 3) if i else 0
        rows.append([f"{t0 + mm // 60:02d}:{mm % 60:02d}", e])
    table(b, rows, style=r.choice(["space", "pipe"]))
    b.ln("Team: leader {l}; airway {a}; " + ("compressions {c1} and {c2}" if code else "ICU outreach {c1} and {c2}") + "; recorder {rc}; pharmacy {ph}.", l=c.doc(c.attending, "md", "dr"),
         a=c.doc(Person(r), "md", r.choice(["dr", "full_cred"])), c1=[(Person(r).first, "DOCTOR")], c2=[(Person(r).full, "DOCTOR")],
         rc=c.doc(c.nurses[2], "rn", "full_cred"), ph=c.doc(c.pharm, "pharm", "first"))
    if code:
        b.ln("Defibrillator: {m} SN {sn}; download saved as {f}.", m=r.choice(["ZOLL R Series", "LIFEPAK 20e", "Philips HeartStart MRx"]),
             sn=(device_sn(r), "DEVICE"), f=(f"DEF{r.randint(100000, 999999)}", "IDNUM"))
        b.ln("Total CPR {t} min, {s} shocks. Post-ROSC: {ab}. ETT 7.5 at 23 cm.", t=str(r.randint(4, 28)), s=str(r.randint(1, 4)), ab=K.abg(r))
    else:
        b.ln("Post-intervention: {v}. qSOFA {q}.", v=K.vitals_line(r), q=str(r.randint(1, 3)))
    b.ln("Disposition: transferred to ICU bed {bd}. Primary team ({n}) at bedside.", bd=(str(r.randint(1, 24)), "LOCATION_OTHER"),
         n=c.doc(c.resident, "md", "dr"))
    b.ln("Family: {rel} {f} notified by phone ({ph}) at {t}.", rel=c.fam_rel, f=c.famname(), ph=(L.phone(), "PHONE"),
         t=f"{r.randint(0, 23):02d}:{r.randint(0, 59):02d}")
    b.ln("Debrief held; incident report {i} filed.", i=(idnum(r, "case"), "IDNUM"))
    signature(b, c)


# ====================================================================== 12 wound care
def wound(b, c):
    r, L = c.r, c.L
    header(b, c, r.choice(["Wound Care Consult", "Tissue Viability Review", "WOC Nursing Note", "Pressure Injury Assessment"]))
    wn = c.nurses[2]
    b.ln("Seen by {n} on {d}, with {rn} assisting.", n=c.doc(wn, "wcn", "full_cred"), d=(L.wshort(c.today), "DATE"),
         rn=c.doc(c.nurses[0], "rn", r.choice(["first", "full_cred"])))
    b.ln("Referral: {x} noted {d}.", x=r.choice(["sacral pressure injury", "L heel DTI", "dehisced abdominal wound", "venous leg ulcer",
                                                 "skin tear R forearm"]), d=(L.short(c.day(r.randint(0, c.los))), "DATE"))
    rows = [["Site", "Stage/Type", "L x W x D (cm)", "Exudate", "Wound bed", "Photo #"]]
    for _ in range(r.randint(1, 3)):
        rows.append([r.choice(["Sacrum", "L heel", "R heel", "Coccyx", "Abdomen midline", "L lateral malleolus", "R ischium"]),
                     r.choice(["Stage 2", "Stage 3", "Stage 4", "DTI", "Unstageable", "Surgical"]),
                     f"{r.uniform(0.5, 12):.1f} x {r.uniform(0.5, 9):.1f} x {r.uniform(0, 4):.1f}",
                     r.choice(["scant serous", "moderate serosang.", "heavy purulent", "none"]),
                     r.choice(["80% gran / 20% slough", "100% granulation", "black eschar", "pale, friable"]),
                     (f"IMG{r.randint(100000, 999999)}", "IDNUM")])
    table(b, rows, style=r.choice(["pipe", "space"]))
    b.ln("Braden {br} (sensory {s}, moisture {m}, activity {a}, mobility {mo}, nutrition {nu}, friction {f}).",
         br=str(r.randint(9, 18)), s=str(r.randint(1, 4)), m=str(r.randint(1, 4)), a=str(r.randint(1, 4)), mo=str(r.randint(1, 4)),
         nu=str(r.randint(1, 4)), f=str(r.randint(1, 3)))
    b.ln("Albumin {al} g/dL, prealbumin {pa} mg/dL, HbA1c {a1}%. Dietitian consult placed.", al=f"{r.uniform(1.8, 3.8):.1f}",
         pa=str(r.randint(6, 28)), a1=f"{r.uniform(5.2, 11.5):.1f}")
    if r.random() < 0.6:
        b.ln("NPWT: {m} unit SN {sn} applied at -125 mmHg continuous; canister changed {d}.", m=r.choice(["V.A.C. Ulta", "PICO 7", "Prevena"]),
             sn=(device_sn(r), "DEVICE"), d=(L.short(c.today), "DATE"))
    b.ln("Plan: cleanse NS, silver alginate, foam border dressing; change q72h and PRN. Air mattress, turn q2h. Offload heels.")
    b.ln("Discharge: follow-up at {h} wound clinic {d}; home carer {f} taught dressing changes.", h=(c.other_hosp, "HOSPITAL"),
         d=c.d(c.los + r.randint(5, 14)), f=c.famname(r.choice(["first", "full"])))
    if r.random() < 0.5:
        b.ln("Home address for community nursing: {a}. Phone {ph}.", a=L.address_items(c.street, c.town, c.region, c.pc), ph=(L.phone(), "PHONE"))
    if r.random() < 0.4:
        social(b, c)
    signature(b, c, wn, "wcn")


GENRES = {
    "icu_progress": icu_progress, "mar_medrec": mar_medrec, "nursing_assessment": nursing, "cardiology_report": cardiology,
    "nephrology_dialysis": nephrology, "oncology_chemo": oncology, "id_consult": id_consult, "pharmacy_vancomycin": pharmacy,
    "transfer_note": transfer, "preop_anaesthesia": preop, "code_event": code_event, "wound_care": wound,
}
