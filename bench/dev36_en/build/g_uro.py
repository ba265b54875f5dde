"""Urology."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "urology"
G = "uro"


def cysto(c):
    r = c.r
    c.setup_patient(40, 90, sex=r.choice("MMMF"))
    common.setup(c, G)
    ind = r.choice(["visible haematuria", "non-visible haematuria with LUTS", "bladder tumour surveillance (pTa G2 resected " + "PREV" + ")",
                    "recurrent UTIs", "stent removal"])
    prev = c.past(100, 700)
    ind = ind.replace("PREV", c.my(prev))
    find = r.choice(["Normal urethra and bladder. Ureteric orifices normal. No tumour.",
                     f"{r.randint(5, 40)} mm papillary tumour on the {r.choice(['left lateral wall', 'right lateral wall', 'posterior wall', 'dome', 'trigone'])}.",
                     "Trabeculated bladder with small diverticula; no tumour." + (" Bilobar prostatic enlargement." if c.pt.sex == "M" else ""),
                     "Two small (<5 mm) papillary recurrences near the left UO, suitable for diathermy."])
    c.proc = {"kind": "Flexible cystoscopy", "ind": ind, "polyps": [], "scope": c.ch(["Olympus CYF-VH", "Storz 11272 VK", "Ambu aScope 4 Cysto"]),
              "sn": c.serial(c.ch(["", "C", "8"])), "room": str(r.randint(1, 5)), "sed": "Instillagel 2% lidocaine", "prep": "", "extent": "", "wd": "",
              "findings": [find]}
    tumour = "papillary" in find
    hpi = [f"{c.P('title')} ({c.age_phrase()}) attended the {r.choice(['haematuria clinic', 'one-stop haematuria clinic', 'cystoscopy list'])} on {c.date(c.visit)} for {ind}.", find]
    plan = [f"TURBT listed for {c.date(c.future(10, 28))} at {M('HOSPITAL', c.hosp['name'])}." if tumour else "Discharge to GP.",
            f"CT urogram {c.date(c.future(3, 20))}." if "haematuria" in ind else "Continue surveillance.",
            f"Urology CNS {c.S(c.nurse, 'full')} available on {B.tel(c)}."]
    return {"dept": c.ch(["Urology", "Department of Urology", "Urology Day Unit"]), "clinic": "haematuria clinic", "title": "Flexible Cystoscopy Report",
            "reason": ind[0].upper() + ind[1:], "dx": [cap(ind)], "hpi": hpi, "results": [], "imp": find, "plan": plan,
            "meds": None, "special": ["endoscopy"], "mdt_ok": tumour, "cancer": tumour}


def prostate(c):
    r = c.r
    c.setup_patient(50, 85, sex="M")
    common.setup(c, G)
    ds = B.serial_dates(c, r.randint(3, 6), 900)
    psas = sorted(round(r.uniform(2, 25), 1) for _ in ds)
    tab = B.table(["Date", "PSA (ng/mL)"], [[c.date(d, c.dstyle), str(p)] for d, p in zip(ds, psas)])
    mri = c.past(30, 120)
    bx = mri + dt.timedelta(days=r.randint(10, 30))
    if bx > c.visit:
        bx = c.visit - dt.timedelta(days=3)
    gg = r.choice(["Grade Group 1 (3+3)", "Grade Group 2 (3+4)", "Grade Group 3 (4+3)", "Grade Group 4 (4+4)"])
    hpi = [f"{c.P('title')} is {c.a_age_phrase_long()} referred with a rising PSA. " + r.choice([f"{c.He} is asymptomatic.", "Mild LUTS, IPSS 9.", "Nocturia x2."]),
           f"MRI prostate {c.date(mri)}: PI-RADS {r.choice([3, 4, 5])} lesion in the {r.choice(['left peripheral zone', 'right PZ apex', 'anterior transition zone'])}, volume {r.randint(25, 90)} mL. "
           f"Transperineal biopsy {c.date(bx)} (specimen {M('IDNUM', c.accession('path'))}): {gg}, {r.randint(2, 9)}/{r.randint(10, 24)} cores.",
           f"{c.His} {r.choice(['wife', 'partner', 'son'])} was present for the discussion of options."]
    if r.random() < 0.4:
        f = c.fam("wife")
        hpi[-1] = f"{c.His} {f.rel} {c.F(f)} was present for the discussion of options."
    return {"dept": c.ch(["Urology", "Uro-oncology", "Prostate Cancer Service"]), "clinic": "prostate cancer clinic", "title": "Prostate Clinic",
            "reason": "Raised PSA", "dx": [f"Prostate adenocarcinoma, {gg}", f"Stage {r.choice(['T2a', 'T2c', 'T3a'])} N0 M0", "CPG " + str(r.randint(2, 4))],
            "hpi": hpi, "table": tab, "results": [f"PSMA PET {c.date(c.past(3, 20))}: {r.choice(['no nodal or distant disease', 'single avid pelvic node'])}."],
            "imp": "Intermediate-risk localised prostate cancer." if "2" in gg or "3" in gg else "Prostate cancer.",
            "plan": ["Options discussed: active surveillance, robotic radical prostatectomy, radiotherapy with ADT.",
                     f"Oncology opinion from {c.S(c.new_staff('doc'), 'dr_full')}.", f"Decision clinic {c.date(c.future(10, 30))}.",
                     f"Key worker: {c.S(c.nurse, 'full')}, uro-oncology CNS."],
            "meds": ["tamsulosin 400 mcg", "atorvastatin 20 mg"], "pmh": ["Hypertension", "TURP " + c.yr(c.past_year(3, 12)) if r.random() < 0.2 else "Type 2 diabetes"],
            "exam": f"DRE: {r.choice(['smooth, benign feel, ~40 g', 'firm nodule left lobe', 'craggy right lobe'])}.", "special": [], "mdt_ok": True, "cancer": True}


def stone(c):
    r = c.r
    c.setup_patient(22, 78)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(1, 5))
    c.adm, c.dis = adm, c.visit
    side = r.choice(["left", "right"])
    size = r.randint(4, 14)
    stent_lot = c.serial(c.ch(["", "L", "ST"]))
    rem = c.future(14, 42)
    hpi = [f"{c.P('full')}, {c.age_phrase()}, presented on {c.date(adm)} with {side} renal colic. CT KUB {c.date(adm)} ({M('IDNUM', c.accession('rad'))}): "
           f"{size} mm {side} {r.choice(['VUJ', 'proximal ureteric', 'mid-ureteric'])} stone with hydronephrosis."]
    course = [f"{r.choice(['Failed MET with tamsulosin', 'Febrile with raised CRP', 'Intractable pain'])}; {side} ureteroscopy, laser lithotripsy and JJ stent on "
              f"{c.date(adm + dt.timedelta(days=1))} under {c.S(c.cons, 'dr_full')}.",
              f"Stent {r.choice(['6 Fr 26 cm', '6 Fr 24 cm', '7 Fr 26 cm'])}, lot {M('DEVICE', stent_lot)}; entered on stent register for removal by {c.date(rem)}.",
              f"Stone sent for analysis ({M('IDNUM', c.accession('lab'))})."]
    return {"dept": "Urology", "clinic": "stone clinic", "title": "Discharge Summary", "reason": "Ureteric colic",
            "dx": [f"{cap(side)} ureteric calculus {size} mm", "JJ stent in situ"], "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"Creatinine {r.randint(70, 160)}, CRP {r.randint(3, 180)}, urine culture {r.choice(['no growth', 'E. coli sensitive to nitrofurantoin'])}."],
            "imp": "Ureteric stone treated.", "plan": [f"Flexible cystoscopy and stent removal by {c.date(rem)} - DO NOT MISS.", "2.5-3 L fluid intake daily.",
                                                     f"Metabolic stone clinic {c.my(c.future(60, 120))}."],
            "meds": ["tamsulosin 400 mcg OD", "paracetamol 1 g QDS", "oxybutynin 5 mg BD PRN stent symptoms"], "special": [], "mdt_ok": False}


def luts(c):
    r = c.r
    c.setup_patient(55, 90, sex="M")
    common.setup(c, G)
    qmax = r.randint(4, 16)
    hpi = [f"{c.P('title')} describes {r.choice(['hesitancy, poor stream and nocturia x3', 'frequency, urgency and post-micturition dribbling', 'two episodes of retention'])}. IPSS {r.randint(12, 31)}, QoL {r.randint(3, 6)}. "
           f"On tamsulosin since {c.yr(c.past_year(1, 6))}.",
           f"Flow study {c.date(c.visit)}: Qmax {qmax} mL/s, voided {r.randint(120, 380)} mL, PVR {r.randint(20, 400)} mL. Prostate volume {r.randint(35, 140)} mL on TRUS."]
    return {"dept": "Urology", "clinic": "LUTS clinic", "title": "Urology Clinic", "reason": "Lower urinary tract symptoms",
            "dx": ["BPH with bladder outlet obstruction", "Nocturnal polyuria" if r.random() < 0.4 else "Chronic retention (low pressure)"], "hpi": hpi,
            "results": [f"PSA {round(r.uniform(0.8, 6), 1)} ({c.date(c.past(10, 60))})."],
            "imp": "BPO refractory to medical therapy.", "plan": [f"TURP/HoLEP - listed, pre-op assessment {c.date(c.future(14, 60))}.", "Add finasteride 5 mg.", "Frequency-volume chart."],
            "meds": ["tamsulosin 400 mcg", "finasteride 5 mg"], "pmh": ["AF on apixaban", "COPD"], "exam": "Benign enlarged prostate ~60 g.", "special": [], "mdt_ok": False,
            "ref": f"Troublesome LUTS despite tamsulosin; IPSS {r.randint(15, 30)}."}


def sns(c):
    r = c.r
    c.setup_patient(30, 80, sex=r.choice("FFFM"))
    common.setup(c, G)
    dev = r.choice(["sacral neuromodulation (InterStim II)", "sacral neuromodulation (Axonics R20)"] + (["artificial urinary sphincter (AMS 800)"] if c.pt.sex == "M" else []))
    sn = c.serial(c.ch(["NKA", "", "AX", "PR"]))
    impl = c.past(200, 1800)
    hpi = [f"{c.P('first')} has {r.choice(['refractory overactive bladder', 'idiopathic non-obstructive urinary retention'] + (['post-prostatectomy stress incontinence'] if c.pt.sex == 'M' else []))} "
           f"treated with {dev}, implanted {c.date(impl)} at {M('HOSPITAL', c.hosp2['name'])}. Device serial {M('DEVICE', sn)}"
           + (f"; patient remote control serial {M('DEVICE', c.serial())}." if "sacral" in dev else "."),
           f"Reports {r.randint(50, 95)}% improvement; {r.choice(['occasional leakage with coughing', 'voiding every 3 hours', 'needs reprogramming - stimulation felt in the leg'])}."]
    return {"dept": c.ch(["Functional Urology", "Urology", "Female Urology and Continence Service"]), "clinic": "functional urology clinic", "title": "Functional Urology Review",
            "reason": "Neuromodulation review", "dx": [cap(dev)], "hpi": hpi,
            "results": [f"Urodynamics {c.date(c.past(300, 2000))}: {r.choice(['detrusor overactivity', 'acontractile detrusor', 'urodynamic stress incontinence'])}."],
            "imp": "Device functioning.", "plan": ["Reprogrammed today (program 2, amplitude 1.2 mA).", "MRI conditional - card issued.", f"Review {c.my(c.future(300, 400))}."],
            "meds": ["mirabegron 50 mg"], "pmh": ["Hysterectomy" if c.pt.sex == "F" else "Radical prostatectomy"], "exam": "", "special": [], "mdt_ok": False}


def catheter(c):
    r = c.r
    c.setup_patient(60, 96)
    common.setup(c, G)
    carer = c.fam(r.choice(["daughter", "son", "wife", "husband", "carer"]))
    home = c.ch(["Rosewood Lodge", "Kingsmead Court", "The Maltings", "Beacon House"])
    hpi = [f"{c.P('title')}, {c.age_phrase()}, long-term {r.choice(['urethral', 'suprapubic'])} catheter since {c.my(c.past(300, 2000))} for chronic retention. "
           f"Lives at {M('HOSPITAL', home + ' Care Home') if r.random() < 0.5 else M('LOCATION_OTHER', home)}; {carer.rel} {c.F(carer, 'full')} is next of kin.",
           f"{r.randint(2, 5)} catheter blockages since {c.date(c.past(60, 200))}, last change by district nurse {c.S(c.new_staff('rn'), 'full')} on {c.date(c.past(3, 20))}."]
    return {"dept": "Urology", "clinic": "catheter clinic", "title": "Urology Review", "reason": "Recurrent catheter blockage",
            "dx": ["Long-term catheter, recurrent encrustation", "Dementia"], "hpi": hpi,
            "results": [f"CSU {c.date(c.past(3, 20))} ({M('IDNUM', c.accession('micro'))}): Proteus mirabilis."],
            "imp": "Encrustation from Proteus.", "plan": ["Change catheter every 6 weeks.", "Citric acid washouts.", "Increase fluids.", "No antibiotics unless systemically unwell."],
            "meds": ["donepezil 10 mg", "paracetamol"], "pmh": ["Alzheimer's disease", "Stroke"], "exam": "", "special": [], "mdt_ok": False}


SUBS = [(cysto, 5), (prostate, 4), (stone, 3), (luts, 2), (sns, 2), (catheter, 2)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
