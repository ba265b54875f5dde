"""Specialty clinic notes (SOAP-style) for eight outpatient specialties."""
import blocks as B
import neg
import pools as P
from phi import Ctx, m

TITLES = {
    "derm": ["DERMATOLOGY CLINIC NOTE", "Dermatology Office Visit", "DERMATOLOGY - NEW PATIENT", "Skin Check Visit"],
    "eye": ["OPHTHALMOLOGY EXAMINATION", "Eye Clinic Visit", "Comprehensive Eye Exam", "RETINA CLINIC NOTE"],
    "ent": ["OTOLARYNGOLOGY CLINIC NOTE", "ENT Follow-up", "ENT NEW PATIENT CONSULTATION", "Head & Neck Clinic"],
    "rheum": ["RHEUMATOLOGY CLINIC NOTE", "Rheumatology Follow-up Visit", "RHEUMATOLOGY CONSULTATION"],
    "endo": ["ENDOCRINOLOGY CLINIC NOTE", "Diabetes Management Visit", "Thyroid Clinic Note", "ENDOCRINE FOLLOW-UP"],
    "allergy": ["ALLERGY/IMMUNOLOGY CONSULT", "Allergy Clinic Visit", "ALLERGY & ASTHMA FOLLOW-UP"],
    "neph": ["NEPHROLOGY CLINIC NOTE", "CKD Clinic Visit", "Renal Transplant Follow-up", "NEPHROLOGY CONSULTATION"],
    "uro": ["UROLOGY CLINIC NOTE", "Urology Office Visit", "UROLOGY - STONE CLINIC", "Cystoscopy / Office Visit"],
}

CC = {
    "derm": ["itchy rash on elbows", "changing mole on back", "acne", "hair loss", "lesion on nose", "annual skin check",
             "painful boils in axillae", "facial redness", "blistering rash"],
    "eye": ["blurry vision OD", "glaucoma follow-up", "floaters OS", "dry, gritty eyes", "AMD injection visit",
            "diabetic eye exam", "red painful eye", "glare with night driving"],
    "ent": ["chronic nasal congestion", "hearing loss", "ringing in ears", "dizziness", "hoarseness for 6 weeks",
            "snoring and apneas", "ear drainage", "recurrent sinus infections"],
    "rheum": ["joint pain and swelling", "RA follow-up", "gout flare", "lupus follow-up", "shoulder and hip girdle stiffness",
              "dry eyes and mouth", "back stiffness"],
    "endo": ["diabetes follow-up", "thyroid nodule", "hyperthyroid symptoms", "osteoporosis", "high calcium",
             "insulin pump visit", "fatigue and weight gain"],
    "allergy": ["peanut reaction", "seasonal rhinitis", "asthma follow-up", "hives for 3 months", "penicillin allergy evaluation",
                "bee sting reaction", "lip swelling"],
    "neph": ["CKD follow-up", "proteinuria", "elevated creatinine", "post-transplant follow-up", "hyperkalemia",
             "dialysis planning", "resistant hypertension"],
    "uro": ["kidney stones", "elevated PSA", "urinary frequency", "blood in urine", "erectile dysfunction",
            "recurrent UTIs", "leaking urine"],
}

EXAM = {
    "derm": ["Erythematous plaques with silvery scale on bilateral extensor elbows and knees, BSA 8%, PASI 11.4.",
             "6 mm irregularly pigmented macule on left upper back; dermoscopy with atypical network.",
             "Pearly papule 5 mm with arborizing telangiectasia on right nasal ala.",
             "Multiple stuck-on brown papules on trunk consistent with seborrheic keratoses.",
             "Inflammatory papules and pustules on cheeks; open and closed comedones.",
             "Patchy nonscarring alopecia of vertex, positive pull test."],
    "eye": ["VA sc OD 20/50, OS 20/25; pinhole OD 20/30.", "IOP by Goldmann: OD 19 mmHg, OS 22 mmHg at {t}.",
            "C/D ratio 0.7 OD, 0.8 OS with inferior notching OS.", "2+ nuclear sclerosis OU. Iris flat, no NVI.",
            "Macula with drusen and subretinal fluid OD on OCT; central subfield thickness 412 microns.",
            "Anterior chamber deep and quiet. Lids with collarettes. TBUT 4 seconds."],
    "ent": ["Otoscopy: TMs intact and mobile bilaterally.", "Nasal endoscopy (CPT 31231): grade 2 polyps bilaterally, purulence in left middle meatus.",
            "Septum deviated to the right. Inferior turbinates 3+ hypertrophy.", "Oral cavity clear, tonsils 2+, Mallampati III.",
            "Flexible laryngoscopy: bilateral vocal fold nodules, complete glottic closure.", "Neck: no lymphadenopathy, thyroid nonpalpable."],
    "rheum": ["Tender joint count 6, swollen joint count 4 (bilateral MCP 2-3, right wrist).", "CDAI 18.5, moderate activity.",
              "Tophus on left first MTP, no active synovitis.", "Malar rash absent; oral ulcer on hard palate.",
              "Shoulder abduction limited by pain to 100 degrees bilaterally.", "Heberden nodes at DIPs; crepitus both knees."],
    "endo": ["Thyroid: 2 cm firm nodule right lobe, nontender.", "Feet: monofilament sensation reduced bilaterally, pulses 2+.",
             "No acanthosis nigricans. No lipohypertrophy at pump sites.", "Fine tremor, lid lag, HR 108.",
             "No proximal muscle weakness; no violaceous striae.", "Injection sites rotated; abdomen without lipodystrophy."],
    "allergy": ["Skin prick testing: histamine 6 mm, saline 0 mm, peanut 12 mm wheal / 30 mm flare, egg 0 mm, milk 2 mm.",
                "Nasal mucosa pale and boggy; allergic shiners.", "Lungs with scattered expiratory wheeze; spirometry FEV1/FVC 0.68.",
                "Urticarial wheals on trunk, dermatographism positive.", "Intradermal penicillin major determinant negative at 15 minutes.",
                "Oral food challenge to baked egg passed, cumulative dose 4.4 g protein."],
    "neph": ["2+ pitting edema to mid-shin bilaterally.", "Left radiocephalic AV fistula with good thrill and bruit.",
             "Graft site in right lower quadrant nontender.", "JVP 8 cm, lungs with bibasilar crackles.",
             "Urine dipstick 3+ protein, trace blood.", "Renal ultrasound: kidneys 9.8 and 10.1 cm, echogenic."],
    "uro": ["DRE: prostate 40 g, smooth, no nodules.", "Bladder scan PVR 180 mL.", "CT A/P: 7 mm left UVJ stone, mild hydronephrosis.",
            "Office cystoscopy (CPT 52000): trabeculated bladder, no tumors, bilateral ureteral orifices normal.",
            "Testes descended, no masses; no penile plaque palpable.", "Urinalysis: 10-20 RBC/hpf, nitrite negative."],
}

PLAN = {
    "derm": ["Start {med}.", "Shave biopsy today, sent to dermatopathology.", "Counseled on sun protection: broad-spectrum sunscreen SPF 30+.",
             "Cryotherapy to 6 AKs on scalp.", "Check lipids and LFTs in 4 weeks.", "Photographs taken for monitoring."],
    "eye": ["Continue {med}.", "Schedule cataract surgery OD.", "Repeat OCT and visual field in 4 months.", "Intravitreal injection given OD today.",
            "SLT discussed.", "Warm compresses and lid hygiene BID."],
    "ent": ["Continue {med}.", "Audiogram and tympanometry today.", "CT sinus without contrast.", "Refer for polysomnography.",
            "Voice therapy referral.", "Epley maneuver performed in clinic."],
    "rheum": ["Continue {med}.", "Increase {med}.", "Labs every 8 weeks: CBC, CMP.", "Hydroxychloroquine eye exam yearly.",
              "Steroid taper over 6 weeks.", "DEXA ordered."],
    "endo": ["Continue {med}.", "Start {med}.", "FNA of right thyroid nodule.", "Adjust basal rate 0.85 units/hr from 2:00-6:00.",
             "Recheck TSH in 6 weeks.", "Diabetes education referral."],
    "allergy": ["Prescribed {med}.", "Food allergy action plan reviewed.", "Start subcutaneous immunotherapy build-up.",
                "Penicillin allergy label removed after challenge.", "Continue {med}.", "Spirometry at next visit."],
    "neph": ["Continue {med}.", "Start {med}.", "Low-potassium diet handout.", "Vein mapping for access.", "Refer to transplant evaluation.",
             "Repeat BMP in 1 week."],
    "uro": ["Start {med}.", "Continue {med}.", "Medical expulsive therapy; strain urine.", "MRI prostate before biopsy.",
            "24-hour urine stone risk profile.", "Timed voiding and pelvic floor therapy."],
}


def special(c, spec):
    """Specialty-specific PHI-bearing lines."""
    r = c.r
    out = []
    if spec == "derm":
        out.append(f"Dermoscopy images stored under image ID {c.IDN('lab')}.")
        if r.random() < 0.6:
            out.append(f"Biopsy specimen {c.IDN('spec')} sent to {m('HOSPITAL', c.hosp)} dermatopathology.")
        if c.sex == "F" and 14 <= c.age <= 45:
            out.append(f"iPLEDGE patient ID {c.IDN('order')}; monthly pregnancy test confirmed {c.DT(c.rdate(-30, -1), 'md')}.")
    elif spec == "eye":
        if r.random() < 0.5:
            out.append(f"s/p CE/IOL OD {c.DT(c.rdate(-1500, -60), r.choice(['slash', 'monthyear', 'year']))}, lens SN {c.DEV()}.")
        if r.random() < 0.45:
            out.append(f"Vision form completed for DMV; driver's license {c.LIC()}, vehicle plate {c.VEH(False)}.")
        if r.random() < 0.3:
            out.append(f"Last injection {c.DT(c.rdate(-60, -28), 'wdmd')} in {c.room()}.")
    elif spec == "ent":
        if r.random() < 0.6:
            out.append(f"Hearing aids (right SN {c.DEV()}, left SN {c.DEV()}) fit by {c.D(1, 'cred', 'AuD')} on {c.DT(c.rdate(), 'mdy3')}.")
        if r.random() < 0.3:
            out.append(f"CPAP serial {c.DEV()}; compliance download from {c.url()}.")
    elif spec == "rheum":
        out.append(f"Infusions at {m('HOSPITAL', r.choice(P.UNIT_NAMES))}, {c.room()}; last dose {c.DT(c.rdate(-70, -20), 'md')}.")
        if r.random() < 0.4:
            out.append(f"QuantiFERON negative {c.DT(c.rdate(-400, -30), 'mon3year')}; accession {c.IDN('acc')}.")
    elif spec == "endo":
        out.append(f"Insulin pump SN {c.DEV()}; CGM transmitter ID {c.DEV()}. Data shared via {c.url()}.")
        if r.random() < 0.3:
            out.append(f"Supplies from {m('ORGANIZATION', r.choice(P.DME).format(a=r.choice(P.ORG_A)))}, order {c.IDN('order')}.")
    elif spec == "allergy":
        if c.age < 18:
            sch = r.choice(P.ORG_A) + " " + r.choice(["Elementary School", "Middle School", "Academy", "Montessori"])
            out.append(f"School action plan faxed to {m('ORGANIZATION', sch)} nurse office at {c.FAX()}.")
        else:
            out.append(f"Works near {m('ORGANIZATION', c.employer)} loading dock; exposure to wood dust.")
        if r.random() < 0.4:
            out.append(f"Venom IgE sent, requisition {c.IDN('req')}.")
    elif spec == "neph":
        out.append(r.choice([f"Dialyzes MWF at {m('HOSPITAL', c.mk_clinic('neph'))}, chair {m('LOCATION_OTHER', str(r.randint(1, 30)))}; dry weight 72.5 kg.",
                             f"Transplant {c.DT(c.rdate(-3000, -200), 'year')} at {m('HOSPITAL', c.hosp)} (living donor, {c.pt_poss()} {c.rel[1]} {c.F(1, 'first')})."]))
        if r.random() < 0.3:
            out.append(f"Home dialysis cycler SN {c.DEV()}.")
    elif spec == "uro":
        if r.random() < 0.5:
            out.append(f"Stone analysis specimen {c.IDN('spec')}: calcium oxalate monohydrate 80%.")
        if r.random() < 0.3:
            out.append(f"Inflatable penile prosthesis placed {c.DT(c.rdate(-2000, -200), 'monthyear')}, device SN {c.DEV()}.")
    return out


def hpi(c, spec):
    r = c.r
    p1 = r.choice([c.P("title"), c.P("full"), c.P("first"), "The patient", c.P("mi")])
    agef = c.A()
    sexw = r.choice({"F": ["woman", "female", "lady"], "M": ["man", "male", "gentleman"]}[c.sex])
    if c.age < 18:
        sexw = {"F": "girl", "M": "boy"}[c.sex]
    dx = r.choice(neg.DX[spec]).split(" (")[0]
    s = [f"{p1} is a {agef} {sexw} {r.choice(['referred by ' + c.D(3, 'dr'), 'self-referred', 'seen in follow-up', 'here with ' + c.fam_phrase(0)])} for {dx}."]
    s.append(r.choice([f"Symptoms began in {c.DT(c.rdate(-700, -60), r.choice(['monthyear', 'mon3year', 'year']))}.",
                       f"Last seen {c.DT(c.rdate(-200, -30), r.choice(['slash', 'short', 'long']))} by {c.D(1, 'dr')}.",
                       f"Seen at {m('HOSPITAL', c.hosp)} ED on {c.DT(c.rdate(-90, -3), r.choice(['wdlong', 'md', 'mdy3']))} and started on prednisone.",
                       f"Worse since {m('DATE', r.choice(P.HOLIDAYS))}, when {c.he()} was traveling to {m('CITY', c.mk_city())}, {m('STATE', r.choice(P.STATES)[0])}.",
                       f"Previously treated at {m('HOSPITAL', c.mk_clinic(spec))} from {c.DT(c.rdate(-900, -500), 'mmyyyy')} to {c.DT(c.rdate(-400, -200), 'mmyyyy')}."]))
    s.append(r.choice(["Denies fever, chills or weight loss.", "Reports adherence to medications.", "No new medications.",
                       f"Symptoms {r.choice(['6/10', '7/10', '3/10'])} in severity, worse in the morning.", "Sleep poor due to symptoms."]))
    if r.random() < 0.35:
        s.append(f"{r.choice(['Accompanied by', 'History obtained with help from'])} {c.fam_phrase(1)}, phone {c.TEL()}.")
    if c.pt.first in P.NICK and r.random() < 0.5:
        s.append(f"Prefers to be called {m('PATIENT', P.NICK[c.pt.first])}.")
    elif r.random() < 0.12:
        s.append(f"Pt {c.P('ini')} confirmed identity with photo ID.")
    if spec == "rheum" and r.random() < 0.5:
        d0 = c.rdate(-60, -20)
        s.append(f"Prednisone burst {c.DT(d0, 'md')}-{c.DT(d0.plus(r.randint(5, 12)), 'md')} with partial relief.")
    if r.random() < 0.2:
        s.append(f"Interpreter {m('DOCTOR', c.interp.form('full'))} (ID {m('IDNUM', c.dig(5))}) used for the visit.")
    return " ".join(s)


def clinic_note(r, spec):
    c = Ctx(r, spec)
    out = []
    out.append(r.choice(TITLES[spec]))
    if r.random() < 0.85:
        out.append(B.letterhead(c))
    out.append(B.demo(c))
    out.append(f"Chief complaint: {r.choice(CC[spec])}")
    if r.random() < 0.5:
        out.append(f"Roomed by {c.D(1, 'cred')} at {neg.clock(r)}; {c.room()}.")
    out.append("HPI: " + hpi(c, spec))
    meds = neg.medlist(r, spec, r.randint(3, 6)) + r.sample(sum(neg.MEDS.values(), []), r.randint(1, 3))
    out.append("Medications:\n" + "\n".join(f"- {x}" for x in meds))
    out.append("Allergies: " + r.choice(["NKDA", "sulfa (rash)", "penicillin (hives)", "latex", "codeine (nausea)", "iodinated contrast"]))
    if r.random() < 0.7:
        out.append("Social history: " + B.social(c))
    if r.random() < 0.5:
        out.append("Family history: " + B.family_hx(c))
    if r.random() < 0.7:
        out.append("ROS: " + " ".join(r.sample(neg.ROS, r.randint(2, 5))))
    out.append(f"Vitals: {neg.vitals(r)}")
    ex = [e.format(t=neg.clock(r)) for e in r.sample(EXAM[spec], 3)]
    ex.append(r.choice(neg.EPONYM[spec]) + ". " + r.choice(neg.NAMEWORDS[spec]).capitalize() + ".")
    out.append("Exam:\n" + "\n".join(ex))
    out.append(f"Labs ({c.DT(c.rdate(-30, -1), r.choice(['slash', 'md', 'short']))}): {neg.labs(r, spec)}.")
    out.extend(special(c, spec))
    dxs = r.sample(neg.DX[spec], 2)
    plan = []
    for i, d in enumerate(dxs, 1):
        plan.append(f"{i}. {d}: " + " ".join(x.format(med=r.choice(neg.MEDS[spec])) for x in r.sample(PLAN[spec], 2)))
    out.append("Assessment and plan:\n" + "\n".join(plan))
    out.append(neg.orders(r, spec))
    out.append(B.followup(c))
    if r.random() < 0.4:
        out.append(f"Questions: call {c.TEL()} or message via {c.url()}.")
    out.append(B.sign(c))
    if r.random() < 0.45:
        out.append(B.cc(c))
    if r.random() < 0.5:
        out.append(B.audit(c))
    return "\n".join(x.rstrip("\n") for x in out) + "\n"


GENRES_A = {
    "dermatology_clinic": lambda r: clinic_note(r, "derm"),
    "ophthalmology_clinic": lambda r: clinic_note(r, "eye"),
    "ent_clinic": lambda r: clinic_note(r, "ent"),
    "rheumatology_clinic": lambda r: clinic_note(r, "rheum"),
    "endocrinology_clinic": lambda r: clinic_note(r, "endo"),
    "allergy_immunology_clinic": lambda r: clinic_note(r, "allergy"),
    "nephrology_clinic": lambda r: clinic_note(r, "neph"),
    "urology_clinic": lambda r: clinic_note(r, "uro"),
}
