"""Rheumatology."""
import datetime as dt

from phi import M, cap
import blocks as B
import common
import pools as P

GENRE = "rheumatology"
G = "rheum"


def _labtable(c, cols, gen, n=None, span=540):
    r = c.r
    n = n or r.randint(3, 6)
    ds = B.serial_dates(c, n, span)
    gen = B.walker(gen)
    rows = []
    for d in ds:
        rows.append([c.date(d, c.dstyle)] + [gen(k) for k in cols])
    if r.random() < 0.3:
        return B.pipe_table(["Date"] + cols, rows)
    return B.table(["Date"] + cols, rows)


def ra(c):
    r = c.r
    c.setup_patient(28, 84, sex=r.choice("FFFM"))
    common.setup(c, G)
    dx = c.past_year(1, 18)
    bio = r.choice(["adalimumab 40 mg fortnightly", "etanercept 50 mg weekly", "tocilizumab 162 mg weekly",
                    "abatacept 125 mg weekly", "certolizumab 200 mg fortnightly", "baricitinib 4 mg daily"])
    homecare = M("ORGANIZATION", c.ch(P.HOMECARE))
    mtx = r.choice([15, 20, 25])
    das = round(r.uniform(1.9, 5.8), 2)
    gen = lambda k: {"CRP": str(r.randint(1, 64)), "ESR": str(r.randint(4, 70)), "Hb": str(r.randint(98, 148)),
                     "ALT": str(r.randint(12, 88)), "Plt": str(r.randint(160, 480)), "WCC": str(round(r.uniform(3.2, 11.5), 1))}[k]
    tab = _labtable(c, ["CRP", "ESR", "Hb", "WCC", "ALT"], gen)
    flare = c.past(30, 200)
    hpi = [f"{c.P('title')} has seropositive erosive rheumatoid arthritis, diagnosed in {c.yr(dx)} "
           f"(RF {r.randint(30, 400)}, anti-CCP >{r.choice([300, 340, 200])}). "
           f"{c.He} has been on methotrexate {mtx} mg weekly and {bio} since {c.my(c.between(dx))}, delivered by {homecare}.",
           f"{c.He} had a flare in {c.my(flare)} affecting {r.choice(['the MCPs and wrists', 'both knees', 'the right wrist and MTPs'])}, "
           f"treated with {r.choice(['IM methylprednisolone 120 mg', 'a prednisolone taper from 20 mg', 'an intra-articular injection'])} "
           f"on {c.date(flare + dt.timedelta(days=r.randint(1, 10)))}. Early morning stiffness now {r.randint(10, 90)} minutes."]
    if r.random() < 0.5:
        hpi.append(f"{c.He} works as {c.an(c.profession)} {M('PROFESSION', c.profession)} and is finding {r.choice(['typing', 'lifting', 'gripping tools', 'standing all day'])} difficult.")
    return {"dept": r.choice(["Rheumatology", "Department of Rheumatology", "Rheumatology Outpatients"]),
            "clinic": r.choice(["rheumatology clinic", "early arthritis clinic", "biologics clinic"]),
            "title": "Rheumatology Follow-up", "reason": "Rheumatoid arthritis follow-up",
            "dx": [f"Seropositive rheumatoid arthritis (diagnosed {c.yr(dx)})", f"DAS28-CRP {das} today",
                   r.choice(["Osteoporosis on alendronate", "Interstitial lung disease, mild", "Sicca symptoms"])],
            "hpi": hpi, "table": "Monitoring bloods:\n" + tab,
            "results": [f"Hand and feet X-rays {c.date(c.past(100, 700))}: {r.choice(['erosions at MCP2 and MTP5 unchanged', 'periarticular osteopenia, no new erosions'])}."],
            "imp": f"RA with {'moderate' if das > 3.2 else 'low'} disease activity (DAS28 {das}).",
            "plan": [f"{'Switch biologic - ' + r.choice(['rituximab', 'tofacitinib', 'sarilumab']) + ' application submitted' if das > 3.2 else 'Continue current therapy'}.",
                     f"Methotrexate monitoring bloods every 12 weeks with {c.S(c.gp, 'dr_last')}.",
                     f"Flu and pneumococcal vaccines; shingles vaccine discussed.",
                     f"Rheumatology advice line {B.tel(c)} ({c.S(c.nurse, 'full')}, nurse specialist).",
                     f"Review {c.date(c.future(70, 200))}."],
            "meds": ["methotrexate " + str(mtx) + " mg once weekly", "folic acid 5 mg weekly", bio],
            "pmh": ["Hypothyroidism", f"Carpal tunnel release {c.yr(c.past_year(2, 12))}"],
            "exam": f"{r.randint(0, 8)} tender and {r.randint(0, 6)} swollen joints (28-joint count). Ulnar deviation bilaterally. Nodules at elbows.",
            "special": ["infusion"] if "tocilizumab" in bio or "abatacept" in bio else [], "mdt_ok": False}


def _dayword(c, d):
    return c.wday(d)


def sle(c):
    r = c.r
    c.setup_patient(19, 58, sex=r.choice("FFFFFM"))
    common.setup(c, G)
    dx = c.past_year(1, 16)
    bx = c.past(60, 700)
    gen = lambda k: {"dsDNA": str(r.randint(5, 480)), "C3": str(round(r.uniform(0.4, 1.4), 2)), "C4": str(round(r.uniform(0.05, 0.35), 2)),
                     "uPCR": str(r.randint(8, 320)), "Cr": str(r.randint(52, 140))}[k]
    tab = _labtable(c, ["dsDNA", "C3", "C4", "uPCR", "Cr"], gen)
    hpi = [f"{c.P('first')} is {c.a_age_phrase()} with SLE diagnosed in {c.yr(dx)} (ANA 1:1280 homogeneous, anti-dsDNA and anti-Ro positive), "
           f"complicated by class {r.choice(['III', 'IV', 'IV+V', 'V'])} lupus nephritis on renal biopsy {c.date(bx)} (specimen {M('IDNUM', c.accession('path'))}).",
           f"Currently on mycophenolate {r.choice(['1 g', '1.5 g'])} BD, hydroxychloroquine 200 mg daily and prednisolone {r.choice([5, 7.5, 10])} mg. "
           f"Reports {r.choice(['a malar rash after a holiday in ' + M('COUNTRY', c.ch(P.COUNTRIES_TRAVEL)), 'mouth ulcers and fatigue', 'no new symptoms', 'joint pains in the hands'])}."]
    if r.random() < 0.5 and c.pt.sex == "F" and c.age < 45:
        p = c.new_family(r.choice(["husband", "partner"]))
        c.family.append(p)
        hpi.append(f"{c.He} and {c.his} {p.rel} {c.F(p)} are hoping to conceive; we discussed switching mycophenolate to azathioprine at least 3 months beforehand.")
    return {"dept": "Rheumatology", "clinic": r.choice(["lupus clinic", "connective tissue disease clinic", "joint renal-rheumatology clinic"]),
            "title": "Lupus Clinic", "reason": "SLE review",
            "dx": [f"Systemic lupus erythematosus ({c.yr(dx)})", f"Lupus nephritis (biopsy {c.my(bx)})", "Secondary antiphospholipid antibodies"],
            "hpi": hpi, "table": tab,
            "results": [f"Retinal screening (OCT) {c.date(c.past(30, 330))}: no hydroxychloroquine toxicity."],
            "imp": r.choice(["Quiescent SLE, nephritis in partial remission.", "Serologically active but clinically quiet lupus.", "Mild mucocutaneous flare."]),
            "plan": ["Continue MMF and HCQ; prednisolone taper by 1 mg per month.", "BP target <130/80; continue ramipril.",
                     f"Joint clinic with {c.S(c.new_staff('doc'), 'dr_full')} (nephrology) on {c.date(c.future(20, 80))}.",
                     "Photoprotection advice; bone protection."],
            "meds": ["mycophenolate mofetil 1 g BD", "hydroxychloroquine 200 mg OD", "prednisolone 5 mg OD", "ramipril 2.5 mg OD", "calcium/vitamin D"],
            "pmh": ["Lupus nephritis", r.choice(["Previous DVT", "Raised BMI", "Migraine"])],
            "exam": r.choice(["No rash, no synovitis. Mild ankle oedema.", "Malar erythema, two oral ulcers on the hard palate.", "Unremarkable."]),
            "special": [], "mdt_ok": r.random() < 0.4}


def gout(c):
    r = c.r
    c.setup_patient(35, 88, sex=r.choice("MMMMF"))
    common.setup(c, G)
    gen = lambda k: {"Urate": str(r.randint(280, 620)), "eGFR": str(r.randint(38, 95)), "CRP": str(r.randint(1, 90))}[k]
    tab = _labtable(c, ["Urate", "eGFR", "CRP"], gen, n=r.randint(3, 5), span=360)
    fl = [c.past(20, 340) for _ in range(r.randint(2, 3))]
    fl.sort()
    hpi = [f"{c.P('title')}, {c.age_phrase()}, {M('PROFESSION', c.profession)}, has recurrent gout with "
           f"{len(fl)} flares this year (" + ", ".join(c.sdate(x, 2) for x in fl) + f"), the last involving the {r.choice(['left first MTP', 'right ankle', 'right knee', 'olecranon bursa'])}.",
           f"Allopurinol was started at 100 mg in {c.my(c.past(100, 400))} and titrated to {r.choice([200, 300, 400])} mg. "
           f"{r.choice(['Tophi noted on both ears.', 'Drinks 4-5 pints at weekends.', 'Uses colchicine 500 mcg BD for flares with good effect.', 'Had an ED attendance over ' + M('DATE', c.ch(['Christmas', 'Easter', 'New Year']) if c.loc != 'US' else c.ch(['Thanksgiving', 'Christmas', 'Labor Day'])) + '.'])}"]
    return {"dept": "Rheumatology", "clinic": "gout clinic", "title": "Gout Clinic", "reason": "Recurrent gout",
            "dx": ["Recurrent gout, polyarticular", "CKD stage 3a", "Hypertension"], "hpi": hpi, "table": tab,
            "results": [f"DECT feet {c.date(c.past(30, 400))}: urate deposits at both first MTPs."],
            "imp": "Gout not yet at target urate (<360).",
            "plan": ["Increase allopurinol by 100 mg every 4 weeks to urate <300.", "Colchicine prophylaxis for 6 months.",
                     "Reduce alcohol; stop furosemide if possible.", f"Nurse-led titration clinic - first visit {c.date(c.future(21, 35))}."],
            "meds": ["allopurinol 300 mg OD", "colchicine 500 mcg BD", "amlodipine 10 mg OD", "furosemide 20 mg OD"],
            "pmh": ["CKD 3a", "Hypertension", "Obesity"], "exam": "Tophi over both helices. No active synovitis today.",
            "special": [], "mdt_ok": False,
            "ref": f"{c.He} has had {len(fl)} attacks of acute monoarthritis this year despite allopurinol; urate remains high."}


def gca(c):
    r = c.r
    c.setup_patient(58, 90)
    common.setup(c, G)
    on = c.past(3, 20)
    us = c.visit
    hpi = [f"Seen urgently in the GCA fast-track clinic. {c.P('titlefull')} ({c.age_phrase()}) reports {r.choice(['new right temporal headache', 'bitemporal headache and scalp tenderness', 'headache with jaw claudication'])} "
           f"since {c.date(on)}, with {r.choice(['jaw claudication on chewing', 'transient blurring of vision in the left eye on ' + c.date(on + dt.timedelta(days=2)), 'proximal shoulder girdle stiffness', 'fevers and weight loss'])}.",
           f"{c.S(c.gp, 'dr_full')} started prednisolone {r.choice([40, 60])} mg on {c.date(on + dt.timedelta(days=r.randint(1, 3)))}; symptoms improved within 48 hours."]
    res = [f"ESR {r.randint(45, 120)}, CRP {r.randint(20, 180)} on {c.date(on + dt.timedelta(days=1))}.",
           f"Temporal artery ultrasound {c.date(us)} ({c.S(c.new_staff('doc'), 'dr_full')}): {r.choice(['bilateral halo sign, positive compression sign', 'halo sign in right frontal branch', 'no halo; axillary arteries normal'])}."]
    if r.random() < 0.5:
        res.append(f"Temporal artery biopsy {c.date(c.future(1, 6))} - specimen {M('IDNUM', c.accession('path'))}; result awaited.")
    return {"dept": "Rheumatology", "clinic": "GCA fast-track clinic", "title": "GCA Fast-Track Clinic", "reason": "Suspected giant cell arteritis",
            "dx": ["Giant cell arteritis (cranial)", r.choice(["Polymyalgia rheumatica", "Type 2 diabetes (steroid risk)", "Osteopenia"])],
            "hpi": hpi, "results": res, "imp": "Probable GCA, ultrasound supportive.",
            "plan": ["Prednisolone 60 mg daily, taper per protocol.", "Alendronate, calcium/vitamin D, PPI.",
                     "Tocilizumab to be considered if relapse on taper.", f"Urgent ophthalmology review arranged for {c.date(c.future(0, 2))}.",
                     f"Review in clinic {c.date(c.future(14, 28))}."],
            "meds": ["prednisolone 60 mg OD", "omeprazole 20 mg OD", "alendronic acid 70 mg weekly", "Adcal-D3 BD"],
            "pmh": ["Hypertension", "Cataract surgery"], "exam": "Tender, thickened right temporal artery with reduced pulsation. Fundi normal.",
            "special": [], "mdt_ok": False}


def spa(c):
    r = c.r
    c.setup_patient(20, 58, sex=r.choice("MMF"))
    common.setup(c, G)
    kind = r.choice(["axial spondyloarthritis (HLA-B27 positive)", "psoriatic arthritis", "non-radiographic axial SpA"])
    hpi = [f"{c.P('first')} ({c.age_phrase()}) has {kind}, diagnosed {c.my(c.past(300, 3000))}. "
           f"BASDAI today {round(r.uniform(2, 8), 1)}, spinal pain {r.randint(2, 9)}/10. "
           f"{r.choice(['Anterior uveitis in ' + c.my(c.past(60, 500)) + ', treated by eye casualty.', 'Psoriasis affecting scalp and elbows.', 'Heel pain from Achilles enthesitis.'])}",
           f"{c.He} plays {r.choice(['rugby for ' + M('ORGANIZATION', c.ch(P.ORGS_EMPLOYER)) + ' social team', 'five-a-side football', 'netball'])} and works as {c.an(c.profession)} {M('PROFESSION', c.profession)}."]
    return {"dept": "Rheumatology", "clinic": "spondyloarthritis clinic", "title": "SpA Clinic", "reason": "Spondyloarthritis review",
            "dx": [cap(kind), "Enthesitis"], "hpi": hpi,
            "results": [f"MRI sacroiliac joints {c.date(c.past(60, 900))}: bilateral bone marrow oedema.",
                        f"CRP {r.randint(1, 40)} ({c.date(c.past(5, 40))}), HLA-B27 {r.choice(['positive', 'negative'])}."],
            "imp": "Active disease despite NSAIDs.", "plan": ["Start secukinumab 150 mg (loading weekly x5 then monthly).",
                                                              "Physiotherapy and hydrotherapy referral.", f"Review {c.date(c.future(80, 120))}."],
            "meds": ["naproxen 500 mg BD", "omeprazole 20 mg OD"], "pmh": ["Psoriasis"], "exam": f"Schober {r.randint(2, 5)} cm, occiput-wall {r.randint(0, 6)} cm. Tender SIJs.",
            "special": [], "mdt_ok": False}


def vasculitis(c):
    r = c.r
    c.setup_patient(40, 85)
    common.setup(c, G)
    adm = c.visit - dt.timedelta(days=r.randint(6, 20))
    c.adm, c.dis = adm, c.visit
    inf = [adm + dt.timedelta(days=r.randint(2, 4))]
    inf.append(inf[0] + dt.timedelta(days=14))
    hpi = [f"{c.P('full')} presented on {c.date(adm)} with {r.choice(['haemoptysis and an acute kidney injury', 'sinusitis, epistaxis and a purpuric rash', 'mononeuritis multiplex and weight loss'])}. "
           f"{r.choice(['PR3', 'MPO'])}-ANCA strongly positive ({r.randint(40, 300)} IU/mL); creatinine {r.randint(180, 520)} on admission."]
    course = [f"Renal biopsy on {c.date(adm + dt.timedelta(days=1))} (specimen {M('IDNUM', c.accession('path'))}) showed pauci-immune crescentic glomerulonephritis.",
              f"Treated with IV methylprednisolone 500 mg x3 and rituximab 1 g on {c.date(inf[0])}; second dose due {c.date(inf[1])} on the {M('HOSPITAL', c.ch(['Hazel Day Unit', 'Laurel Suite', 'Medical Day Unit']))}.",
              f"Creatinine improved to {r.randint(110, 220)} by discharge."]
    return {"dept": "Rheumatology", "clinic": "vasculitis clinic", "title": "Discharge Summary - Vasculitis", "reason": "ANCA vasculitis",
            "dx": ["ANCA-associated vasculitis (GPA)" if r.random() < 0.5 else "Microscopic polyangiitis", "Acute kidney injury", "Steroid-induced hyperglycaemia"],
            "hpi": hpi, "course": course, "inpatient": True,
            "results": [f"CT chest {c.date(adm)}: {r.choice(['bilateral nodules, two cavitating', 'diffuse ground-glass change in keeping with alveolar haemorrhage'])}."],
            "imp": "ANCA vasculitis with renal involvement, responding to induction.",
            "plan": [f"Rituximab second dose {c.date(inf[1])}.", "Co-trimoxazole prophylaxis; PPI; bone protection.",
                     f"Weekly bloods via {c.S(c.gp, 'dr_last')}'s practice nurse.", f"Vasculitis clinic {c.date(c.future(14, 30))}."],
            "meds": ["prednisolone 50 mg OD (reducing)", "co-trimoxazole 480 mg OD", "lansoprazole 30 mg OD", "alendronate 70 mg weekly"],
            "special": [], "mdt_ok": False}


def infusion_ra(c):
    d = ra(c)
    d["special"] = ["infusion"]
    d["infusion_drug"] = c.ch(["infliximab 3 mg/kg", "tocilizumab 8 mg/kg", "rituximab 1 g", "abatacept 750 mg"])
    return d


SUBS = [(ra, 5), (sle, 3), (gout, 3), (gca, 2), (spa, 2), (vasculitis, 2), (infusion_ra, 2)]


def build(c):
    fns = [f for f, w in SUBS for _ in range(w)]
    f = c.ch(fns)
    d = f(c)
    d["sub"] = f.__name__
    return d
