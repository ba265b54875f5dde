"""Genre templates for dev68_en (outpatient / primary care). Each returns (marked_text, layout)."""
import pools as P
from core import M, words
from blocks import (art, tm, letterhead, sex_word, demo_block, vitals, lab_table, pmh, meds, esign,
                    lic_line, transcription, audit_line, family_member, fam_ref, occupation_phrase)


def _gp_title(c):
    return {"US": "PCP", "UK": "GP", "AU": "GP"}[c.loc]


def _hpi_extras(c, n):
    """Narrative sentences carrying PHI for HPI / social history."""
    r = c.r
    out = []
    opts = list(range(12))
    r.shuffle(opts)
    for k in opts[:n]:
        if k == 0:
            rel, p = family_member(c)
            out.append(r.choice([
                f"Accompanied by {rel} {fam_ref(c, p)}, who helps with meds.",
                f"{rel.capitalize()} {fam_ref(c, p)} present for the visit and contributed to history.",
                f"Lives with {rel} {fam_ref(c, p)}.",
                f"Lives with {rel} {fam_ref(c, p, 'full')} ({M('AGE', r.randint(max(20, c.age - 15), min(99, c.age + 6)) if rel in ('wife', 'husband', 'partner') else r.randint(18, 70))}), contact {M('PHONE', c.phone())}.",
            ]))
        elif k == 1:
            out.append(occupation_phrase(c))
        elif k == 2:
            out.append(r.choice([
                f"Travelled to {M('COUNTRY', r.choice(P.COUNTRIES))} over {c.holiday()}, back since {c.D(c.past(5, 40), 'md')}.",
                f"Born in {M('COUNTRY', r.choice(P.COUNTRIES))}, moved here in {c.D(c.past(3000, 15000), 'year')}.",
                f"Visiting family in {M('COUNTRY', r.choice(P.COUNTRIES))} until {c.D(c.future(10, 60), 'day_month')}.",
            ]))
        elif k == 3:
            out.append(r.choice([
                f"Seen at {M('HOSPITAL', c.other_hospital())} ED on {c.D(c.past(8, 90), r.choice(['md', 'num', 'wd_md']))} with chest tightness; troponin negative x2, discharged.",
                f"Admitted to {M('HOSPITAL', c.other_hospital())} {c.D(c.past(30, 300), 'md')}-{c.D(c.past(1, 29), 'md')} for CAP, completed abx.",
                f"Had echo at {M('HOSPITAL', c.other_hospital())} in {c.D(c.past(40, 500), r.choice(['month_year', 'mon_apos']))}: EF 55%.",
            ]))
        elif k == 4:
            out.append(r.choice([
                f"Symptoms started around {c.holiday()}.",
                f"Sx since {c.D(c.past(3, 30), r.choice(['wd_md', 'md', 'wd_short']))}, worse at night.",
                f"Last seen here {c.D(c.past(60, 200), r.choice(['md', 'num', 'med']))}; no changes made at that time.",
            ]))
        elif k == 5:
            out.append(r.choice([
                f"Diagnosed with T2DM in {c.D(c.past(700, 9000), 'year')}; CABG {c.D(c.past(700, 9000), 'year')}.",
                f"Hx of TIA ({c.D(c.past(300, 4000), r.choice(['year', 'mm_yyyy']))}) on clopidogrel since.",
                f"Hip replaced {c.D(c.past(300, 6000), 'year')} at {M('HOSPITAL', c.other_hospital())}.",
            ]))
        elif k == 6:
            rel, p = family_member(c, r.choice(["mother", "father", "brother", "sister"]))
            out.append(r.choice([
                f"FHx: {rel} MI at {M('AGE', r.randint(41, 66))}; {r.choice(['mother', 'father'])} T2DM.",
                f"Family hx: {rel} died at {M('AGE', r.randint(48, 94))} of bowel ca.",
                f"{rel.capitalize()} had breast ca at age {M('AGE', r.randint(35, 70))}.",
            ]))
        elif k == 7:
            out.append(r.choice([
                f"Attends {M('ORGANIZATION', r.choice(P.CHURCHES))} weekly and volunteers at {M('ORGANIZATION', r.choice(P.OTHER_ORGS))}.",
                f"Walks with {M('ORGANIZATION', r.choice(P.OTHER_ORGS))} twice a week.",
                f"Grandson attends {M('ORGANIZATION', r.choice(P.SCHOOLS))}; pt does school runs.",
            ]))
        elif k == 8:
            out.append(r.choice([
                f"Pharmacy: {M('HOSPITAL', c.pharmacy())} ({M('PHONE', c.phone(mobile=False))}).",
                f"Uses {M('HOSPITAL', c.pharmacy())} for blister packs.",
            ]))
        elif k == 9:
            out.append(r.choice([
                f"Lives in {M('CITY', c.town())}, about 40 min drive.",
                f"Moved from {M('CITY', c.town())} to be nearer {r.choice(['her', 'his', 'their'])} daughter.",
            ]))
        elif k == 10:
            rel, p = family_member(c, r.choice(["wife", "husband", "son", "daughter"]))
            art, prof = occupation_phrase(c, who="rel")
            out.append(f"{rel.capitalize()} {fam_ref(c, p, 'first')} works as {art} {prof}.")
        else:
            out.append(r.choice([
                f"Drives; licence renewal due {c.D(c.future(30, 300), 'month_year')}.",
                f"Smoker, 20 pack-years, quit {c.D(c.past(300, 5000), 'year')}.",
                f"Flu vaccine given {c.D(c.past(20, 200), 'md')} at {M('HOSPITAL', c.pharmacy())}.",
            ]))
    return out


NEG_EXAM = [
    "Chest clear, no wheeze. HS I+II+0.", "Abdo soft, non-tender, negative Murphy's sign.",
    "Plantars downgoing (Babinski negative) bilaterally. Romberg negative.",
    "No calf tenderness, Homans' negative. Pedal pulses palpable.", "Tinel's and Phalen's positive R wrist.",
    "Lachman and McMurray negative L knee.", "Monofilament sensation intact both feet.",
    "Thyroid not enlarged. No lymphadenopathy.", "JVP not raised, mild pitting oedema to ankles.",
    "Grade 2/6 ESM at LUSE, no radiation.", "Fundi not visualised, Snellen 6/9 both eyes.",
    "Cogwheel rigidity R arm, resting tremor, bradykinesia.", "Skin: plaque psoriasis on elbows, PASI ~6.",
]


def progress_note(c):
    r = c.r
    L = []
    layout = r.choice(["soap_headed", "emr_narrative", "soap_headed", "key_value_header"])
    prov = c.pcp
    ma_p, ma = c.staff("MA")
    if layout in ("soap_headed", "key_value_header"):
        if r.random() < 0.6:
            L.append(letterhead(c))
            L.append("")
        L.append(r.choice(["PROGRESS NOTE", "Office Visit", "Clinic Note - Primary Care", "FOLLOW-UP VISIT", "Chronic Disease Review"]))
        if layout == "key_value_header":
            L.append(demo_block(c))
            L.append(f"Date of service: {c.D(c.today)}   Time: {tm(c)}")
            L.append(f"Provider: {c.doc(prov)}")
        else:
            L.append(f"Patient: {c.pt_name(r.choice(['upper_last_first', 'last_first']))}   DOB: {c.dob_str()}   MRN: {M('MRN', c.mrn())}")
            L.append(f"DOS: {c.D(c.today)}   Visit #: {M('ACCOUNT', c.account())}   Provider: {c.doc(prov)}")
        role = r.choice({"US": ["MA", "Rooming RN", "Scribe", "CMA"], "UK": ["HCA", "Practice nurse", "Scribe"], "AU": ["Practice nurse", "EN", "Scribe"]}[c.loc])
        if r.random() < 0.35:
            L.append(f"Exam room: {M('LOCATION_OTHER', str(r.randint(1, 14)) + r.choice(['', '', 'A', 'B']))}")
        L.append(f"{role}: {ma}")
        if r.random() < 0.25:
            L.append(f"Check-in: self-service kiosk, palm-vein ID {M('BIOID', c.bioid())}")
        L.append("")
        L.append(f"CC: {r.choice(['f/u DM and HTN', 'med review', 'cough x 2/52', 'knee pain', 'annual physical', 'BP check', 'fatigue', 'anxiety f/u', 'rash'])}")
        L.append("")
        L.append("HPI:")
        nm = r.choice([f"{c.title(c.pt)} {c.nm(c.pt, 'PATIENT', 'last')}", c.pt_name("first"), "Pt", c.pt_name("full")])
        L.append(f"{nm} is a {c.A(style=r.choice(['year_old', 'yo', 'y_o', 'sexcode', 'yo_tight']))}"
                 f" {'' if r.random() < 0.5 else sex_word(c) + ' '}with PMH of "
                 + ", ".join(x[0] for x in pmh(c, 3)) + " here for routine follow-up. "
                 + " ".join(_hpi_extras(c, r.randint(3, 5)))
                 + (f" Prefers to be called {c.nm(c.pt, 'PATIENT', 'nick')}." if c.pt.nick and r.random() < 0.6 else ""))
        L.append("")
        L.append("Meds: " + "; ".join(f"{m} {d} {f}" for m, d, f in meds(c)))
        L.append(f"Allergies: {r.choice(P.ALLERGIES)}")
        L.append("")
        L.append("Vitals:" if r.random() < 0.5 else "VS:")
        L.append(vitals(c))
        L.append("")
        L.append("Exam: " + " ".join(r.sample(NEG_EXAM, 3)))
        L.append("")
        L.append(f"Labs ({c.D(c.past(2, 14), r.choice(['md', 'num', 'wd_md']))}, accession {M('IDNUM', c.accession())}):")
        L.append(lab_table(c))
        L.append("")
        L.append("A/P:" if r.random() < 0.5 else "Assessment and Plan:")
        for i, (name, code) in enumerate(pmh(c, r.randint(2, 4)), 1):
            L.append(f"{i}. {name} ({code}) - {r.choice(['stable, continue current tx', 'suboptimal; uptitrate', 'recheck labs in 3/12', 'refer on', 'discussed lifestyle, Wells score not relevant', 'PHQ-9 today 11, GAD-7 8'])}")
        L.append(r.choice([
            f"RTC 3 mo or sooner PRN. Next appt {c.D(c.future(20, 120), r.choice(['wd_md', 'md', 'num']))} at {tm(c)}.",
            f"F/u 6/52 with {M('DOCTOR', c.person(r.choice('MF')).first)} (practice nurse) for BP check.",
            f"Follow up on {c.D(c.future(14, 90), 'wd_short')}; labs {c.D(c.future(5, 12), 'md')}-{c.D(c.future(13, 20), 'md')}.",
        ]))
        L.append("")
        if r.random() < 0.4:
            sp, sname = c.staff("scribe")
            L.append(f"Scribed by {sname} in the presence of {c.doc(prov, 'dr_last')}.")
        L.append(esign(c, c.doc(prov, r.choice(["full_cred", "dr_full"]))))
        if r.random() < 0.5:
            L.append(lic_line(c))
        if r.random() < 0.35:
            L.append(audit_line(c, ma_p))
    else:
        # EMIS / Best Practice style consultation entry
        L.append(f"{c.D(c.today, r.choice(['num', 'dmy_mon', 'med']))} {tm(c)}  {M('HOSPITAL', c.clinic)}  {c.doc(prov, r.choice(['dr_full', 'last_first_cred']))}")
        L.append(f"{c.pt_name('upper_full' if r.random() < 0.5 else 'last_first')} ({c.A(style='bare')}{c.pt.sex})  {r.choice({'US': ['MRN', 'MRN#'], 'UK': ['Hosp No', 'MRN'], 'AU': ['UR', 'MRN']}[c.loc])} {M('MRN', c.mrn())}")
        L.append(f"Consultation type: {r.choice(['Face to face', 'Video', 'Surgery consultation', 'Review'])}")
        L.append("History: " + r.choice(["c/o", "presents with", "here re"]) + " " + r.choice(["low back pain 2/7", "sore throat 3/7", "tiredness ++", "BP review", "repeat prescriptions", "L knee swelling"]) + ". " + " ".join(_hpi_extras(c, r.randint(3, 5))))
        L.append("Examination: " + vitals(c, "line") + ". " + " ".join(r.sample(NEG_EXAM, 2)))
        L.append("Results: " + lab_table(c, r.randint(4, 6), style="inline"))
        L.append("Comment: " + r.choice(["likely viral", "reassured", "?mechanical", "HTN not at target"]) + ". Safety-netted.")
        L.append(r.choice([
            f"Plan: bloods with {M('DOCTOR', c.person('F').first)} HCA {c.D(c.future(2, 10), 'wd_md')}; review 2/52. Fit note to {c.D(c.future(7, 28), 'num')}.",
            f"Plan: referral to {M('HOSPITAL', c.other_hospital())} physio. Rv {c.D(c.future(14, 40), 'md')}.",
            f"Plan: increase ramipril, U&E 1/52, BP diary. Rv with {c.doc(c.person(r.choice('MF')), 'dr_last')} {c.D(c.future(14, 40), 'wd_short')}.",
        ]))
        if r.random() < 0.5:
            L.append(audit_line(c, prov))
    return "\n".join(L), layout


def consult_letter(c):
    r = c.r
    L = []
    layout = r.choice(["letter", "letter_headed"])
    spec = c.spec
    specialty = r.choice(["Cardiology", "Endocrinology", "Rheumatology", "Gastroenterology", "Respiratory Medicine",
                          "Neurology", "Dermatology", "Urology", "Geriatric Medicine", "Nephrology"])
    L.append(letterhead(c, name=c.hospital, addr=c.address(business=True)))
    L.append(f"Department of {specialty}")
    L.append("")
    L.append(f"{r.choice(['Clinic date', 'Date seen', 'Seen on'])}: {c.D(c.past(1, 10))}")
    L.append(f"{r.choice(['Date typed', 'Letter date', 'Dictated'])}: {c.D(c.today)}")
    L.append("")
    L.append(c.doc(c.pcp, r.choice(["dr_full", "full_cred"])))
    L.append(M("HOSPITAL", c.clinic))
    L.extend(c.addr_lines(c.clinic_addr))
    L.append("")
    L.append(f"Re: {c.pt_name(r.choice(['full', 'upper_full', 'full_mid']))}, DOB {c.dob_str()}, "
             f"{ {'US': 'MRN', 'UK': 'Hosp No', 'AU': 'UR'}[c.loc] } {M('MRN', c.mrn())}")
    L.append(f"    {c.addr_inline()}")
    L.append("")
    L.append(f"Dear {c.doc(c.pcp, 'dr_last')}," if r.random() < 0.7 else f"Dear {M('DOCTOR', c.pcp.first)},")
    L.append("")
    L.append("Diagnoses:")
    for name, code in pmh(c, r.randint(2, 4)):
        L.append(f"  - {name}")
    L.append("")
    intro = r.choice([
        f"Thank you for referring {c.pt_formal()}, a {c.A(style=r.choice(['year_old', 'words', 'year_old']))} {r.choice(['retired ' + M('PROFESSION', r.choice(P.PROFESSIONS)), sex_word(c)])}, whom I saw in clinic today.",
        f"I reviewed {c.pt_formal()} in the {specialty} clinic at {M('HOSPITAL', c.hospital)} on {c.D(c.past(1, 10), 'day_month')}.",
        f"Many thanks for asking me to see this pleasant {c.A(style='year_old')} {sex_word(c)}.",
    ])
    L.append(intro + " " + " ".join(_hpi_extras(c, r.randint(2, 4))))
    L.append("")
    rel, fp = family_member(c)
    L.append(r.choice([
        f"{c.pt_name('first')} attended with {('her' if c.pt.sex == 'F' else 'his')} {rel}, {fam_ref(c, fp, 'full')}, who can be reached on {M('PHONE', c.phone())}.",
        f"{('She' if c.pt.sex == 'F' else 'He')} came with {('her' if c.pt.sex == 'F' else 'his')} {rel} {fam_ref(c, fp)} today.",
    ]))
    L.append("On examination: " + vitals(c, "line") + ". " + " ".join(r.sample(NEG_EXAM, 2)))
    L.append(f"Investigations ({c.D(c.past(3, 30), r.choice(['num', 'med', 'day_month']))}): " + lab_table(c, 5, style="inline"))
    L.append("")
    L.append("Plan:")
    L.append(r.choice([
        f"1. Start {r.choice(['bisoprolol 1.25 mg OD', 'carbimazole 20 mg OD', 'methotrexate 10 mg weekly with folic acid', 'empagliflozin 10 mg daily'])}.",
        "1. No change to medication; I hope things settle over the next few weeks.",
    ]))
    L.append(r.choice([
        f"2. 24 h Holter monitor booked for {c.D(c.future(5, 40), r.choice(['wd_short', 'num', 'long']))}.",
        f"2. I will see {('her' if c.pt.sex == 'F' else 'him')} again in clinic in 3 months ({c.D(c.future(80, 100), 'month_year')}).",
        f"2. Bloods in 2/52 at {M('HOSPITAL', c.clinic)}; results to me please.",
    ]))
    L.append(r.choice([
        f"3. Our specialist nurse {M('DOCTOR', c.person('F').first + ' ' + r.choice(P.SURNAMES))} will phone {('her' if c.pt.sex == 'F' else 'him')} on {M('PHONE', c.phone())}.",
        f"3. Patient information leaflet given; advised to ring {M('PHONE', c.phone_ext())} with any concerns.",
        "3. DVLA informed not required at present." if c.loc == "UK" else "3. Safety-net advice given.",
    ]))
    L.append("")
    L.append(r.choice(["Yours sincerely,", "Kind regards,", "Best wishes,", "Yours faithfully,", "With best wishes,"]))
    L.append("")
    L.append(f"{c.doc(spec, r.choice(['dr_full', 'full_cred']))}")
    L.append(r.choice({"US": [f"Attending Physician, {specialty}", f"Fellow in {specialty}, for {c.doc(c.person('M'), 'dr_full')}"],
                       "UK": [f"Consultant in {specialty}", f"Specialty Registrar to {c.doc(c.person('M'), 'dr_full')}"],
                       "AU": [f"Consultant Physician, {specialty}", f"Advanced Trainee for {c.doc(c.person('F'), 'dr_full')}"]}[c.loc]))
    if r.random() < 0.7:
        L.append(lic_line(c))
    L.append("")
    cc_lines = [f"cc: {c.pt_formal()}, {c.addr_inline()}"]
    if r.random() < 0.5:
        cc_lines.append(f"cc: {c.doc(c.person(r.choice('MF')), 'dr_full')}, {M('HOSPITAL', c.other_hospital())}")
    L.extend(cc_lines)
    L.append("")
    L.append(transcription(c, spec))
    return "\n".join(L), layout


def referral_letter(c):
    r = c.r
    L = []
    layout = r.choice(["key_value_form", "letter"])
    specialty = r.choice(["General Surgery", "Orthopaedics", "Ophthalmology", "ENT", "Gynaecology", "Cardiology",
                          "Paediatrics", "Psychiatry", "Dermatology", "Haematology", "Sleep Clinic"])
    urgency = r.choice(["Routine", "Urgent", "2WW suspected cancer" if c.loc == "UK" else "Category 2", "Soon"])
    if layout == "key_value_form":
        L.append(r.choice(["REFERRAL FORM", "e-Referral", "Outpatient Referral", "SPECIALIST REFERRAL"]))
        L.append(f"Referral date: {c.D(c.today)}    Urgency: {urgency}    Ref ID: {M('IDNUM', c.letters(3) + c.digits(6))}")
        L.append(f"To: {specialty}, {M('HOSPITAL', c.hospital)}")
        L.append(f"Referrer: {c.doc(c.pcp, 'dr_full')}  ({lic_line(c)})")
        L.append(f"Practice: {M('HOSPITAL', c.clinic)}, {c.addr_inline(c.clinic_addr)}")
        L.append(f"Practice tel: {M('PHONE', c.phone(mobile=False))}   Fax: {M('FAX', c.fax())}   Email: {M('EMAIL', c.clinic_email())}")
        L.append("")
        L.append("PATIENT DETAILS")
        L.append(demo_block(c))
        rel, fp = family_member(c)
        L.append(f"Next of kin: {fam_ref(c, fp, 'full')} ({rel})  Tel: {M('PHONE', c.phone())}")
        L.append(f"Interpreter required: {r.choice(['No', 'Yes - Polish', 'Yes - Vietnamese', 'Yes - Somali', 'No'])}")
        L.append(f"Occupation: {M('PROFESSION', r.choice(P.PROFESSIONS))}")
        L.append("")
        L.append("REASON FOR REFERRAL")
        L.append(r.choice([
            f"{c.A(style='sexcode')} with {r.choice(['rectal bleeding and change in bowel habit since', 'progressive dysphagia since', 'R knee pain limiting mobility since', 'post-menopausal bleeding on', 'snoring and witnessed apnoeas, ESS 16, since'])} {c.D(c.past(20, 200), r.choice(['month_year', 'md', 'mon_apos']))}.",
            f"Please see {c.pt_formal()} re {r.choice(['?OSA', 'cataract', 'recurrent tonsillitis', 'inguinal hernia', 'unexplained microcytic anaemia'])}.",
        ]) + " " + " ".join(_hpi_extras(c, r.randint(2, 3))))
        L.append("")
        L.append("PMH: " + "; ".join(f"{n} ({code})" for n, code in pmh(c)))
        L.append("Current meds: " + "; ".join(f"{m} {d}" for m, d, f in meds(c)))
        L.append(f"Allergies: {r.choice(P.ALLERGIES)}")
        L.append("")
        L.append(f"Referring clinician signature: {c.doc(c.pcp, 'init_cred')}  Date: {c.D(c.today, 'num')}")
    else:
        L.append(letterhead(c))
        L.append("")
        L.append(c.D(c.today, r.choice(["long", "num", "wd_long"])))
        L.append("")
        L.append(f"{specialty} Outpatients")
        L.append(M("HOSPITAL", c.hospital))
        L.append("")
        L.append(f"Dear {r.choice(['Colleague', c.doc(c.spec, 'dr_last'), 'Doctor'])},")
        L.append("")
        L.append(f"Re: {c.pt_name(r.choice(['full', 'full_mid', 'upper_full']))}  DOB {c.dob_str()}  {M('MRN', c.mrn())}")
        L.append(f"{c.addr_inline()}   Tel {M('PHONE', c.phone())}")
        L.append("")
        L.append(f"I would be grateful if you could see this {c.A(style=r.choice(['year_old', 'words']))} {r.choice(['retired ' + M('PROFESSION', r.choice(P.PROFESSIONS)), sex_word(c)])} "
                 f"with {r.choice(['worsening breathlessness', 'a suspicious pigmented lesion on the L calf', 'recurrent renal colic', 'knee OA failing conservative tx', 'low mood not responding to sertraline'])}. "
                 + " ".join(_hpi_extras(c, r.randint(3, 4))))
        L.append("")
        L.append("Past history: " + ", ".join(n for n, code in pmh(c)) + ".")
        L.append("Medication: " + ", ".join(f"{m} {d} {f}" for m, d, f in meds(c)) + ".")
        L.append("Recent bloods: " + lab_table(c, 5, style="inline"))
        L.append("")
        L.append(r.choice([f"{c.pt_name('first')} is happy to be contacted by email ({M('EMAIL', c.email_for(c.pt))}).",
                           f"{('She' if c.pt.sex == 'F' else 'He')} prefers appointments on {r.choice(['Mondays', 'mornings', 'Thursdays'])} as {('she' if c.pt.sex == 'F' else 'he')} cares for {('her' if c.pt.sex == 'F' else 'his')} husband {M('FAMILY', c.person('M').first)}.",
                           "I will continue to monitor in the meantime."]))
        L.append("")
        L.append(r.choice(["Many thanks,", "Yours sincerely,", "Kind regards,"]))
        L.append(c.doc(c.pcp, r.choice(["dr_full", "full_cred"])))
        L.append(f"{_gp_title(c)}, {M('HOSPITAL', c.clinic)}")
        L.append(lic_line(c))
    return "\n".join(L), layout


def telephone_encounter(c):
    r = c.r
    L = []
    layout = r.choice(["key_value_form", "narrative"])
    nurse_p, nurse = c.staff("RN")
    caller_is_pt = r.random() < 0.45
    rel, fp = family_member(c)
    if layout == "key_value_form":
        L.append(r.choice(["TELEPHONE ENCOUNTER", "Phone Note", "Telephone Consultation", "Call Log"]))
        L.append(f"Date/Time: {c.D(c.today, r.choice(['num', 'num_nz', 'med']))} {tm(c)}")
        L.append(f"Patient: {c.pt_name(r.choice(['last_first', 'upper_last_first']))}  DOB {c.dob_str()}  MRN {M('MRN', c.mrn())}")
        if caller_is_pt:
            L.append(f"Caller: patient    Call-back #: {M('PHONE', c.phone())}")
        else:
            L.append(f"Caller: {fam_ref(c, fp, 'full')} ({rel})    Call-back #: {M('PHONE', c.phone())}")
        L.append(f"Taken by: {nurse}, {c.cred('nurse')}")
        if r.random() < 0.35:
            L.append(f"Identity verified: DOB + address ({c.addr_inline()})" + (f"; voiceprint ID {M('BIOID', c.bioid())}" if r.random() < 0.5 else ""))
        L.append(f"Reason: {r.choice(['symptom call', 'new symptoms', 'clinical advice', 'possible side effect'])}")
        L.append("")
        L.append("Notes:")
    else:
        L.append(f"{c.D(c.today, r.choice(['num', 'wd_long']))} {tm(c)} - Telephone call - {nurse}, {c.cred('nurse')}")
        L.append(f"Re: {c.pt_name(r.choice(['full', 'upper_last_first']))} ({M('MRN', c.mrn())})")
    who = "Pt" if caller_is_pt else f"{rel.capitalize()} {fam_ref(c, fp, 'first')}"
    lines = [
        f"{who} calling re {r.choice(['BP readings at home 150s/90s', 'ongoing cough, now productive green', 'dizziness since starting amlodipine', 'blood sugar readings 15-18 mmol/L' if c.loc != 'US' else 'fingersticks running 250-300', 'swollen ankles'])} since {c.D(c.past(2, 10), r.choice(['wd_md', 'md', 'wd_short']))}.",
        f"Last appt {c.D(c.past(20, 120), r.choice(['md', 'num']))} with {c.doc(c.pcp, 'dr_last')}.",
        r.choice([f"Denies CP/SOB. No red flags.", f"Reports temp 38.4 at home; no rigors.", "Taking meds as prescribed."]),
        r.choice([f"Advised to attend {M('HOSPITAL', c.other_hospital())} UCC if worse.",
                  f"Appt booked {c.D(c.future(1, 10), 'wd_md')} {tm(c)} with {c.doc(c.pcp, 'dr_last')}.",
                  f"Rx sent to {M('HOSPITAL', c.pharmacy())}.",
                  f"Will route to {c.doc(c.pcp, 'dr_last')} for review."]),
    ]
    if not caller_is_pt and r.random() < 0.6:
        lines.append(f"{fam_ref(c, fp, 'first')} is {('her' if c.pt.sex == 'F' else 'his')} main carer; alt no. {M('PHONE', c.phone())}.")
    if r.random() < 0.5:
        lines.append(f"Interpreter {M('DOCTOR', c.person(r.choice('MF')).first + ' ' + r.choice(P.SURNAMES))} (ID {M('IDNUM', c.digits(5))}) used for call.")
    if r.random() < 0.5:
        PRF = r.choice(P.PROFESSIONS)
        lines.append(f"Also asked re letter for employer ({M('ORGANIZATION', r.choice(P.EMPLOYERS))}); pt works as {art(PRF)} {M('PROFESSION', PRF)}.")
    L.extend(lines if layout == "key_value_form" else [" ".join(lines)])
    L.append("")
    L.append(r.choice([
        f"Routed to: {c.doc(c.pcp, 'dr_full')}  Priority: {r.choice(['routine', 'high'])}",
        f"Reviewed by {c.doc(c.pcp, 'dr_last')} {c.D(c.today, 'md')}: agree with plan.",
        f"{c.doc(c.pcp, 'init_cred')} - noted {c.D(c.today, 'num')}",
    ]))
    L.append(f"Call duration {r.randint(3, 18)} min. {esign(c, nurse + ', ' + c.cred('nurse'))}")
    if r.random() < 0.3:
        L.append(audit_line(c, nurse_p))
    return "\n".join(L), layout


def nurse_triage(c):
    r = c.r
    L = []
    layout = "protocol_form"
    nurse_p, nurse = c.staff("RN", r.choice(["full", "first_init"]))
    L.append(r.choice(["NURSE TRIAGE CALL", "Triage Note - After Hours Line", "RN TRIAGE", "Nurse Advice Line Record"]))
    L.append(f"Call received: {c.D(c.today, r.choice(['wd_long', 'num', 'med']))} {tm(c)}   Case #: {M('IDNUM', c.digits(8))}")
    if r.random() < 0.5:
        L.append(f"Caller: self   Patient: {c.pt_name(r.choice(['full', 'lower_full', 'upper_full']))}  Age: {M('AGE', c.age)}  Sex: {c.pt.sex}")
    else:
        crel, cp = family_member(c, r.choice(["daughter", "son", "wife", "husband", "carer" if c.loc != "US" else "caregiver"]))
        L.append(f"Caller: {crel}, {fam_ref(c, cp, r.choice(['full', 'lower_full', 'first']))}   Patient: {c.pt_name(r.choice(['full', 'upper_full']))}  Age: {M('AGE', c.age)}  Sex: {c.pt.sex}")
    L.append(f"Callback: {M('PHONE', c.phone())}  Location: {M('CITY', c.addr['city'])}" + (f", {M('STATE', c.addr['state'])}" if c.loc != "UK" else ""))
    L.append(f"PCP: {c.doc(c.pcp, 'dr_last')} at {M('HOSPITAL', c.clinic)}")
    L.append(f"Protocol: {r.choice(['Adult Chest Pain', 'Abdominal Pain - Adult', 'Headache', 'Urinary Symptoms', 'Cough - Adult', 'Fever - Adult', 'Dizziness'])}")
    L.append("")
    L.append("Symptoms / assessment:")
    L.append(r.choice([
        f"- Onset {c.D(c.past(0, 4), r.choice(['wd_md', 'wd_short']))} approx {tm(c)}, pain 6/10, no radiation.",
        f"- Sx began after {c.holiday()} gathering; 3 family members unwell.",
        f"- Fever 38.6 since {c.D(c.past(1, 3), 'wd_md')}, tolerating fluids.",
    ]))
    L.append(r.choice(["- Denies SOB, syncope, diaphoresis.", "- No neck stiffness, no photophobia, no rash.", "- Dysuria, frequency; no loin pain, no vomiting."]))
    L.append(f"- PMH: {', '.join(n for n, code in pmh(c, 2))}. Meds reviewed.")
    rel, fp = family_member(c)
    L.append(r.choice([f"- {rel.capitalize()} {fam_ref(c, fp)} with pt, can drive.", f"- Lives alone; neighbour {fam_ref(c, fp, 'full')} ({M('PHONE', c.phone())}) checking in.",
                       f"- Pt at work ({M('ORGANIZATION', r.choice(P.EMPLOYERS))}) on the call."]))
    L.append("")
    disp = r.randrange(3)
    if disp == 0:
        L.append(f"Disposition: {r.choice(['See PCP within 24 hours', 'Same-day appointment', 'See within 4 hours'])}")
        L.append(f"Appt made {c.D(c.future(0, 2), 'wd_md')} {tm(c)} at {M('HOSPITAL', c.clinic)}.")
    elif disp == 1:
        L.append(f"Disposition: {r.choice(['Go to ED now', 'Call 911' if c.loc == 'US' else ('Call 999' if c.loc == 'UK' else 'Call 000')])}")
        L.append(f"Advised {M('HOSPITAL', c.other_hospital())} ED; {r.choice(['ambulance called', 'family driving - advised not to drive self', 'caller agreed'])}.")
    else:
        L.append("Disposition: Home care advice")
        L.append("Care advice given per protocol; caller verbalised understanding. Call back if worse.")
    L.append(f"Triage RN: {nurse}, {c.cred('nurse')}   Ext {M('PHONE', str(r.randint(2000, 7999)))}")
    if r.random() < 0.4:
        L.append(f"Supervising: {c.doc(c.person(r.choice('MF')), 'dr_full')}")
    L.append(audit_line(c, nurse_p))
    return "\n".join(L), layout


def med_reconciliation(c):
    r = c.r
    L = []
    layout = r.choice(["table", "list"])
    ph_p, ph = c.staff("PharmD", r.choice(["full", "init_last", "full"]))
    L.append(r.choice(["MEDICATION RECONCILIATION", "Medication Review", "Structured Medication Review", "Med Rec - Home Medications"]))
    L.append(f"Patient: {c.pt_name(r.choice(['upper_last_first', 'last_first', 'full']))}   DOB: {c.dob_str()}   {M('MRN', c.mrn())}")
    L.append(f"Date: {c.D(c.today)}   Reviewed by: {ph}, {r.choice(['PharmD', 'Clinical Pharmacist', 'MRPharmS', 'RN'])}")
    src_rel, sp = family_member(c, r.choice(["son", "daughter", "wife", "husband", "carer" if c.loc != "US" else "caregiver"]))
    L.append(f"Sources: patient, {src_rel} {fam_ref(c, sp)}, dispensing history from {M('HOSPITAL', c.pharmacy())} ({M('PHONE', c.phone(mobile=False))})")
    L.append("")
    ms = meds(c, r.randint(5, 10))
    prescribers = [c.pcp, c.spec, c.person(r.choice("MF"))]
    if layout == "table":
        L.append(f"{'Medication':<33} {'Dose':<11} {'Freq':<23} {'Prescriber':<20}Last fill")
        for m, d, f in ms:
            pr = r.choice(prescribers)
            prs = c.nm(pr, "DOCTOR", r.choice(["last", "init_last"]))
            L.append(f"{m:<33} {d:<11} {f:<23} {prs}{' ' * 4}{c.D(c.past(3, 80), r.choice(['num', 'md', 'num_short']))}")
    else:
        for m, d, f in ms:
            pr = r.choice(prescribers)
            L.append(f"- {m} {d} {f} (Rx {M('IDNUM', c.digits(7))}, {c.doc(pr, 'dr_last')}) - {r.choice(['taking', 'taking as directed', 'not taking - stopped ' + c.D(c.past(10, 90), 'md'), 'taking PRN ~2x/wk'])}")
    L.append("")
    L.append(f"Allergies: {r.choice(P.ALLERGIES)}")
    L.append("Discrepancies:")
    L.append(r.choice([
        f"1. Pt still taking naproxen bought OTC - advised stop given CKD/apixaban. {('She' if c.pt.sex == 'F' else 'He')} says {fam_ref(c, sp, 'first')} fills the dosette box on {r.choice(['Sundays', 'Mondays'])}.",
        f"1. Omeprazole duplicated (hospital d/c {c.D(c.past(10, 60), 'num')} from {M('HOSPITAL', c.other_hospital())} + GP script).",
        "1. None identified.",
    ]))
    L.append(r.choice([
        f"2. Insulin pen device SN {M('DEVICE', c.device_sn())} - technique checked, OK.",
        f"2. Glucometer (SN {M('DEVICE', c.device_sn())}) readings reviewed, 6.1-11.4.",
        "2. Inhaler technique poor; spacer issued.",
    ]))
    L.append(f"3. Blister packs from {M('HOSPITAL', c.pharmacy())} starting {c.D(c.future(3, 14), r.choice(['wd_md', 'md', 'wd_short']))}.")
    L.append("")
    L.append(f"Communicated to {c.doc(c.pcp, 'dr_full')} via task; pharmacy fax {M('FAX', c.fax())}.")
    L.append(esign(c, ph))
    return "\n".join(L), layout


def problem_list(c):
    r = c.r
    L = []
    layout = r.choice(["table", "list"])
    L.append(r.choice(["PROBLEM LIST", "Active Problems", "Problem Summary", "Summary of care record"]))
    L.append(f"{c.pt_name(r.choice(['upper_last_first', 'full_mid', 'last_first']))}  |  {c.A(style=r.choice(['sexcode', 'sexcode_sp', 'yo']))}  |  DOB {c.dob_str()}  |  {M('MRN', c.mrn())}")
    L.append(f"Usual {_gp_title(c)}: {c.doc(c.pcp, r.choice(['dr_full', 'full_cred']))}, {M('HOSPITAL', c.clinic)}")
    L.append(f"Printed {c.D(c.today, r.choice(['num', 'dmy_mon']))} {tm(c)} by {M('USERNAME', c.username(c.person(r.choice('MF'))))}")
    L.append("")
    items = pmh(c, r.randint(6, 10))
    if layout == "table":
        L.append(f"{'Problem':<42}{'ICD-10':<10}{'Onset':<14}{'Status':<10}Noted by")
        for n, code in items:
            onset = c.D(c.past(200, 9000), r.choice(["year", "mm_yyyy", "num", "month_year"]))
            who = c.nm(r.choice([c.pcp, c.spec]), "DOCTOR", r.choice(["last", "init_last", "initials_nodot"]))
            st = r.choice(["Active", "Active", "Chronic", "Resolved"])
            L.append(f"{n:<41} {code:<9} {onset}   {st:<9} {who}")
    else:
        for n, code in items:
            onset = c.D(c.past(200, 9000), r.choice(["year", "mm_yyyy", "num", "month_year", "mon_apos"]))
            L.append(f"* {n} [{code}] - since {onset}" + r.choice(["", "", f"; managed by {c.doc(c.spec, 'dr_last')} at {M('HOSPITAL', c.hospital)}", f" (dx {M('HOSPITAL', c.other_hospital())})"]))
    L.append("")
    L.append("Past / resolved:")
    L.append(f"  - Appendicectomy {c.D(c.past(4000, 20000), 'year')}")
    L.append(f"  - {r.choice(['Fractured L wrist', 'Cholecystectomy', 'DVT R leg', 'Pneumonia'])} {c.D(c.past(400, 6000), r.choice(['year', 'month_year', 'mon_apos']))}" + r.choice(["", f", {M('HOSPITAL', c.other_hospital())}"]))
    L.append("")
    L.append("Social: " + occupation_phrase(c) + " " + r.choice([
        f"Lives with {family_member(c)[0]} in {M('CITY', c.addr['city'])}.",
        f"Resides at {M('HOSPITAL', r.choice(P.CARE_HOMES))}, room {M('LOCATION_OTHER', str(r.randint(1, 60)) + r.choice(['', 'A', 'B']))}.",
        "Lives alone, independent.",
    ]))
    rel, fp = family_member(c)
    L.append(f"NOK: {fam_ref(c, fp, r.choice(['full', 'last_first']))} ({rel}) {M('PHONE', c.phone())}")
    if r.random() < 0.4:
        dv = r.choice([('pacemaker', 'Medtronic Azure'), ('ICD', 'Boston Scientific Dynagen'), ('insulin pump', 'Tandem t:slim X2'), ('cochlear implant', 'Cochlear Nucleus 8'), ('CGM', 'Dexcom G7')])
        L.append(f"Implanted/worn device: {dv[0]} ({dv[1]}) serial {M('DEVICE', c.device_sn())}" + (f", implanted {c.D(c.past(300, 4000), r.choice(['year', 'month_year']))}" if dv[0] in ('pacemaker', 'ICD', 'cochlear implant') else ""))
    if r.random() < 0.4:
        L.append(audit_line(c, c.pcp))
    return "\n".join(L), layout


def portal_message(c):
    r = c.r
    L = []
    layout = "message_thread"
    nurse_p, nurse = c.staff("RN", r.choice(["full", "first"]))
    thread = f"MSG-{c.digits(8)}"
    L.append(f"Patient Portal - Message Thread {M('IDNUM', thread)}")
    L.append(f"From: {c.pt_name(r.choice(['full', 'full_mid']))} <{M('EMAIL', c.email_for(c.pt))}>")
    L.append(f"Portal user: {M('USERNAME', c.username(c.pt))}   Sent: {c.D(c.today, r.choice(['num', 'med', 'wd_long']))} {tm(c)}   IP {M('IPADDR', c.ip())}")
    if r.random() < 0.3:
        L.append(f"Login method: biometric (fingerprint), device enrolment ID {M('BIOID', c.bioid())}")
    L.append(f"To: {c.doc(c.pcp, 'dr_full')} / care team, {M('HOSPITAL', c.clinic)}")
    L.append(f"Subject: {r.choice(['question about my results', 'refill please', 're: appointment', 'rash getting worse', 'forms for work', 'mum'])}")
    L.append("")
    rel, fp = family_member(c)
    greet = r.choice([f"Hi {c.doc(c.pcp, 'dr_last')},", f"hi doc", f"Dear {M('DOCTOR', c.pcp.first)},", "Hello,"])
    L.append(greet)
    body = r.choice([
        f"i got my blood results on the app from {c.D(c.past(2, 9), r.choice(['md', 'wd_md']))} and it says my kidney number is low?? should i be worried. my {rel} {fam_ref(c, fp, r.choice(['lower_first', 'first']))} said to message you.",
        f"Could I please get a refill of my {r.choice(['metformin', 'inhaler', 'levothyroxine', 'sertraline'])} sent to {M('HOSPITAL', c.pharmacy())}? I'm away in {M('COUNTRY', r.choice(P.COUNTRIES))} from {c.D(c.future(5, 20), 'md')} to {c.D(c.future(25, 40), 'md')}.",
        f"My employer {M('ORGANIZATION', r.choice(P.EMPLOYERS))} needs a form filled in saying I can go back to work ({M('PROFESSION', r.choice(P.PROFESSIONS))}) from {c.D(c.future(3, 20), r.choice(['day_month', 'wd_short', 'num']))}. Can you do that?",
        f"the rash on my arm is spreading, started {c.D(c.past(2, 6), 'wd_short')}. photo attached. I can come in {r.choice(['tomorrow', 'after 3pm', 'any morning'])}.",
        f"Writing for my {rel if rel not in ('husband', 'wife') else 'mum'} - we moved {('her' if c.pt.sex == 'F' else 'him')} to {M('HOSPITAL', r.choice(P.CARE_HOMES))} on {c.D(c.past(3, 30), 'day_month')}, new address {c.addr_inline()}.",
    ])
    L.append(body)
    L.append(r.choice([f"thanks, {c.pt_name(r.choice(['first', 'nick', 'lower_first']))}", f"Regards\n{c.pt_name('full')}", f"{c.pt_name('first')} ({M('PHONE', c.phone(mobile=True))})"]))
    L.append("")
    L.append("-" * 30)
    L.append(f"Reply from: {nurse}, {c.cred('nurse')} on behalf of {c.doc(c.pcp, 'dr_last')}   {c.D(c.future(0, 1), 'num')} {tm(c)}")
    L.append("")
    L.append(f"Hi {c.pt_name(r.choice(['first', 'nick']))},")
    L.append(r.choice([
        f"{c.doc(c.pcp, 'dr_last')} has reviewed - eGFR 54 is stable compared with {c.D(c.past(100, 400), r.choice(['month_year', 'mon_apos']))}. No action needed; will recheck at your review on {c.D(c.future(30, 90), 'wd_short')}.",
        f"Your prescription has been sent to {M('HOSPITAL', c.pharmacy())}. Please allow 2 working days.",
        f"We have booked you with {M('DOCTOR', c.person('F').first)} (nurse practitioner) on {c.D(c.future(1, 5), 'wd_md')} at {tm(c)} in room {M('LOCATION_OTHER', str(r.randint(1, 12)))}.",
        f"Thanks for letting us know. I have updated the address and sent a note to {M('HOSPITAL', r.choice(P.CARE_HOMES))}; their GP liaison is {M('DOCTOR', c.person('F').first + ' ' + r.choice(P.SURNAMES))}.",
    ]))
    L.append(f"If urgent please call {M('PHONE', c.phone(mobile=False))} or visit {M('URL', c.url())}.")
    L.append(f"{M('DOCTOR', nurse_p.first)}" + r.choice([", RN", " (Care Team)", ""]))
    return "\n".join(L), layout


def prior_auth(c):
    r = c.r
    L = []
    kind = r.choice(["drug", "drug", "device", "mva", "workcomp"])
    layout = "insurance_letter"
    insurer = {"US": r.choice(P.US_INSURERS), "UK": r.choice(P.UK_INSURERS), "AU": r.choice(P.AU_FUNDS)}[c.loc]
    L.append(letterhead(c))
    L.append("")
    L.append(c.D(c.today, r.choice(["long", "num", "wd_long"])))
    L.append("")
    L.append(f"{r.choice(['Prior Authorization Dept', 'Utilization Review', 'Claims Assessment', 'Pre-approval Team'])}")
    L.append(M("ORGANIZATION", insurer))
    L.append(f"Fax: {M('FAX', c.fax())}")
    L.append("")
    L.append(f"RE: {r.choice(['Prior authorization request', 'Letter of medical necessity', 'Appeal of denial', 'Pre-approval request'])}")
    L.append(f"Member: {c.pt_name(r.choice(['full', 'upper_last_first', 'full_mid']))}   DOB: {c.dob_str()}")
    L.append(f"Member ID: {M('HEALTHPLAN', c.member_id() if c.loc != 'AU' else c.fund_member())}   Group: {M('HEALTHPLAN', c.group_no())}")
    L.append(f"Reference #: {M('IDNUM', 'PA' + c.digits(8))}   Claim acct: {M('ACCOUNT', c.account())}")
    if c.loc == "US":
        if r.random() < 0.6:
            L.append(f"Subscriber SSN: {M('SSN', c.ssn())}   Relationship: self")
        L.append(f"Prescriber NPI: {M('LICENSE', c.npi())}   DEA: {M('LICENSE', c.dea())}")
    else:
        L.append(lic_line(c))
    L.append("")
    L.append("To whom it may concern,")
    L.append("")
    if kind == "drug":
        drug = r.choice(["semaglutide 1 mg weekly", "adalimumab 40 mg fortnightly", "empagliflozin 10 mg daily", "dupilumab 300 mg q2w", "denosumab 60 mg q6 months"])
        L.append(f"I am writing on behalf of my patient, {c.pt_formal()}, a {c.A(style='year_old')} {sex_word(c)} under my care at {M('HOSPITAL', c.clinic)} since {c.D(c.past(500, 5000), 'year')}, to request coverage of {drug}.")
        L.append(f"{c.pt_name('first')} has tried and failed metformin ({c.D(c.past(900, 2000), 'month_year')} to {c.D(c.past(400, 899), 'month_year')}) and sitagliptin, with HbA1c remaining above target. BMI 36.2. Step therapy requirements are met.")
    elif kind == "device":
        sn = c.device_sn()
        L.append(f"{c.pt_formal()} was diagnosed with severe OSA (AHI 42) on polysomnography at {M('HOSPITAL', c.other_hospital())} on {c.D(c.past(60, 300), 'num')}. Requesting replacement CPAP; current unit (ResMed AirSense) SN {M('DEVICE', sn)} failed {c.D(c.past(5, 30), 'md')}.")
        L.append(f"Compliance download: 94% nights >4h. Pt is a {M('PROFESSION', r.choice(['truck driver', 'bus driver', 'crane operator', 'forklift driver']))} and untreated OSA is a safety risk.")
    elif kind == "mva":
        L.append(f"{c.pt_formal()} was the driver in a motor vehicle collision on {c.D(c.past(20, 200), r.choice(['long', 'num']))} near {M('LOCATION_OTHER', r.choice(P.LANDMARKS))} in {M('CITY', c.town())}.")
        L.append(f"Vehicle: {r.choice(['2016 Toyota Camry', '2019 Ford Ranger', '2012 Honda Jazz', '2021 Hyundai i30'])}, plate {M('VEHICLE', c.plate())}, VIN {M('VEHICLE', c.vin())}. Police event no. {M('IDNUM', c.digits(9))}.")
        L.append(f"Injuries: whiplash-associated disorder grade II, L wrist sprain. Physio at {M('HOSPITAL', c.clinic_name())} from {c.D(c.past(5, 19), 'md')}.")
        L.append(f"Driver licence no. {M('LICENSE', c.drivers_licence())}.")
    else:
        emp = r.choice(P.EMPLOYERS)
        PRF = r.choice(P.PROFESSIONS)
        L.append(f"{c.pt_formal()} is employed by {M('ORGANIZATION', emp)} as {art(PRF)} {M('PROFESSION', PRF)} and was injured at work on {c.D(c.past(20, 200), 'num')}. Supervisor {M('FAMILY', c.person(r.choice('MF')).first + ' ' + r.choice(P.SURNAMES))} witnessed the incident.")
        L.append(f"Employer contact: {M('PHONE', c.phone_ext())}. Claim no {M('IDNUM', 'WC' + c.digits(7))}." + (f" {'NI number' if c.loc == 'UK' else 'SSN'}: {M('SSN', c.ssn())}." if c.loc != "AU" else ""))
        L.append(f"Requesting approval for MRI lumbar spine and 8 sessions of physiotherapy at {M('HOSPITAL', c.clinic_name())}.")
    L.append("")
    L.append("Relevant diagnoses: " + "; ".join(f"{n} ({code})" for n, code in pmh(c, 3)))
    L.append(f"Please contact my office at {M('PHONE', c.phone_ext())} with any questions. Records can be sent securely to {M('EMAIL', c.clinic_email())}.")
    L.append("")
    L.append("Sincerely,")
    L.append(c.doc(c.pcp, r.choice(["full_cred", "dr_full"])))
    if r.random() < 0.6:
        L.append(f"Prepared by {M('DOCTOR', c.person('F').first + ' ' + r.choice(P.SURNAMES))}, prior auth coordinator")
    return "\n".join(L), layout


def home_visit(c):
    r = c.r
    L = []
    layout = r.choice(["headed", "narrative"])
    dn_p, dn = c.staff("RN", r.choice(["full", "first_init"]))
    who = r.choice({"US": ["Home Health RN", "Visiting Nurse", "Home Health RN"], "UK": ["District Nurse", "Community Nurse", "Community Matron"],
                    "AU": ["Community Nurse", "RN (Community Health)", "District Nurse"]}[c.loc])
    L.append(r.choice(["HOME VISIT", "Domiciliary Visit Record", "Home Health Visit Note", "Community Nursing Contact"]))
    h, mi = r.randint(8, 16), r.choice([0, 10, 15, 20, 30, 40, 45])
    L.append(f"Date: {c.D(c.today, r.choice(['num', 'wd_long', 'dmy_mon']))}  Time in {h:02d}:{mi:02d}  Time out {h + 1:02d}:{(mi + 5) % 60:02d}")
    L.append(f"Patient: {c.pt_name(r.choice(['full', 'upper_last_first', 'last_first']))}  {c.A(style=r.choice(['sexcode', 'yo', 'bare']))}  {M('MRN', c.mrn())}")
    L.append(f"Address: {c.addr_inline()}")
    L.append(f"{who}: {dn}" + (f"; accompanied by HCA {M('DOCTOR', c.person('F').first)}" if r.random() < 0.5 else ""))
    L.append("")
    rel, fp = family_member(c)
    sents = [
        r.choice([f"Access via side gate; parked by {M('LOCATION_OTHER', r.choice(P.LANDMARKS))}.",
                  f"Flat is on 3rd floor of {M('LOCATION_OTHER', r.choice(['Holloway Tower', 'Kestrel House', 'Marigold Court block C', 'Anchor Quay']))}, lift working.",
                  "Pt answered door with frame."]),
        f"{rel.capitalize()} {fam_ref(c, fp)} present" + (f" ({M('PHONE', c.phone())})" if r.random() < 0.6 else "") + ".",
        r.choice([f"Wound to L shin dressed, measuring 3.2 x 2.1 cm, sloughy base, no signs of infection. Next dressing {c.D(c.future(2, 4), 'wd_md')}.",
                  f"Bloods taken for INR - result 2.7, warfarin dose unchanged, next INR {c.D(c.future(5, 10), r.choice(['wd_md', 'wd_short']))}.",
                  f"Catheter (Foley 14Fr) changed, next due {c.D(c.future(60, 90), 'num')}.",
                  f"Insulin given 22 units glargine; BM 9.4. Pt's daughter {M('FAMILY', c.person('F').first)} to take over from {c.D(c.future(7, 20), 'md')}."]),
        r.choice([f"Pendant alarm (unit SN {M('DEVICE', c.device_sn())}) tested - working.",
                  f"Home O2 concentrator serial {M('DEVICE', c.device_sn())}, 2 L/min via NC; no smoking in house.",
                  f"Syringe driver serial {M('DEVICE', c.device_sn())} checked, rate correct."]),
        r.choice([f"Still driving his {r.choice(['Corolla', 'Focus', 'Fiesta', 'Mazda 3'])} (reg {M('VEHICLE', c.plate())}) to the shops; discussed safety given cognitive decline." if c.pt.sex == 'M' else f"Still driving her {r.choice(['Yaris', 'Micra', 'Polo'])} (reg {M('VEHICLE', c.plate())}); family concerned.",
                  f"Community transport booked for clinic on {c.D(c.future(3, 12), 'wd_md')}; vehicle reg {M('VEHICLE', c.plate())}, driver {M('FAMILY', c.person(r.choice('MF')).first)}.",
                  f"Meals from {M('ORGANIZATION', r.choice(P.OTHER_ORGS))} 3x/week.",
                  f"Previously worked as a {M('PROFESSION', r.choice(['bus driver', 'teacher', 'dairy farmer', 'seamstress', 'butcher', 'miner', 'carpenter', 'nurse', 'postal worker']))}; enjoys garden."]),
        r.choice([f"MUST score 1; Waterlow 14; 4AT 2.", "Braden 16. No pressure damage.", "Falls risk high - Timed Up and Go 22 s."]),
        r.choice([f"Discussed with {c.doc(c.pcp, 'dr_last')} at {M('HOSPITAL', c.clinic)} by phone.",
                  f"Referral to OT at {M('HOSPITAL', c.other_hospital())}.",
                  f"Plan to review at {M('HOSPITAL', r.choice(P.CARE_HOMES))} if respite placement confirmed from {c.D(c.future(10, 30), 'day_month')}."]),
    ]
    if layout == "headed":
        heads = ["Access", "Present", "Clinical", "Equipment", "Social", "Risk", "Liaison"]
        for h, s in zip(heads, sents):
            L.append(f"{h}: {s}")
    else:
        L.append(" ".join(sents))
    L.append("")
    L.append(f"Next visit: {c.D(c.future(2, 14), r.choice(['wd_short', 'wd_md', 'num']))}")
    base = r.choice({"US": ["Halvern Home Health", "Lark City Visiting Nurse Service", c.clinic], "UK": ["Oakmere Community Nursing Team", "Fellbridge Neighbourhood Team", c.clinic],
                     "AU": ["Wattle Creek Community Health", "Port Darrow Community Nursing", c.clinic]}[c.loc])
    L.append(f"Signed: {dn}, {c.cred('nurse')}  Base: {M('HOSPITAL', base)}  Mob {M('PHONE', c.phone(mobile=True))}")
    return "\n".join(L), layout


def vaccination_record(c):
    r = c.r
    L = []
    layout = "table"
    L.append(r.choice(["IMMUNISATION RECORD" if c.loc != "US" else "IMMUNIZATION RECORD", "Vaccination History", "Vaccine Administration Record"]))
    L.append(f"{c.pt_name(r.choice(['upper_last_first', 'full']))}   DOB {c.dob_str()}   {M('MRN', c.mrn())}")
    if c.loc == "AU":
        L.append(f"Medicare: {M('HEALTHPLAN', c.member_id())}   AIR checked {c.D(c.today, 'num')}")
    L.append(f"Clinic: {M('HOSPITAL', c.clinic)}")
    L.append("")
    L.append(f"{'Date':<14}{'Vaccine':<30}{'Dose':<8}{'Site':<12}Given by")
    vs = ["Influenza (QIV)", "COVID-19 mRNA booster", "Pneumococcal PCV20", "Tdap", "Shingrix (RZV) 1/2", "Shingrix (RZV) 2/2", "Hep B 3/3", "MMR", "RSV (older adult)", "PPV23"]
    givers = [c.person(r.choice("MF")) for _ in range(3)]
    for v in r.sample(vs, r.randint(5, 8)):
        d = c.past(10, 3000)
        g = r.choice(givers)
        gname = c.nm(g, "DOCTOR", r.choice(["init_last", "first_init", "initials_nodot"]))
        site = r.choice(["L deltoid", "R deltoid", "L deltoid", "R thigh"])
        place = r.choice(["", "", f" @ {M('HOSPITAL', c.pharmacy())}"])
        L.append(f"{c.D(d, r.choice(['num', 'num', 'dmy_mon', 'iso']))}{' ' * 4}{v:<29} {'0.5 mL':<7} {site:<11} {gname}{place}")
    L.append("")
    L.append(r.choice([
        f"Declined: herpes zoster vaccine {c.D(c.past(100, 600), 'mon_apos')} (pt wished to discuss with {('her' if c.pt.sex == 'F' else 'his')} daughter {M('FAMILY', c.person('F').first)}).",
        f"Reaction: sore arm after COVID booster {c.D(c.past(100, 600), 'month_year')}; no anaphylaxis.",
        "No adverse events recorded.",
    ]))
    L.append(f"Consent obtained verbally. Screening questionnaire completed by {M('DOCTOR', givers[0].first + ' ' + givers[0].last)}, {c.cred('nurse')}.")
    if r.random() < 0.5:
        L.append(f"Record sent to state registry, submission ID {M('IDNUM', c.digits(10))}" if c.loc == "US" else f"Uploaded to register, ref {M('IDNUM', c.letters(2) + c.digits(8))}")
    return "\n".join(L), layout


def screening_record(c):
    r = c.r
    L = []
    layout = r.choice(["key_value_form", "recall_letter"])
    progs = ["Bowel screening (FIT)", "Diabetic eye screening", "Lung cancer screening (LDCT)"]
    progs += ["Cervical screening", "Breast screening (mammography)"] if c.pt.sex == "F" else ["AAA screening", "Bowel screening (FIT)"]
    prog = r.choice(progs)
    if layout == "key_value_form":
        L.append(f"{prog.upper()} RECORD")
        L.append(f"Name: {c.pt_name(r.choice(['upper_last_first', 'full']))}")
        L.append(f"DOB: {c.dob_str()}   Age at test: {M('AGE', c.age)}")
        L.append(f"Address: {c.addr_inline()}")
        L.append(f"Screening ID: {M('IDNUM', c.letters(2) + c.digits(7))}   Sample/kit no: {M('IDNUM', c.accession())}")
        L.append(f"Test date: {c.D(c.past(10, 60))}   Result date: {c.D(c.past(1, 9))}")
        L.append(f"Sample taker: {c.nm(c.person('F'), 'DOCTOR', r.choice(['full', 'init_last']))}, {c.cred('nurse')}" if "Cervical" in prog else f"Reported by: {c.doc(c.spec, 'dr_full')}")
        L.append(r.choice([f"Location: {M('HOSPITAL', c.clinic)}", f"Location: {M('HOSPITAL', c.hospital)}", f"Location: mobile unit, {M('LOCATION_OTHER', r.choice(P.LANDMARKS))} car park"]))
        L.append("Result: " + {"Cervical": "HPV not detected", "Bowel": "FIT 8 ug Hb/g - normal", "Breast": "No abnormality detected (BI-RADS 1)",
                               "Diabeti": r.choice(["R2 M0 - refer", "R0 M0 - routine recall"]), "AAA scr": "Aorta 2.4 cm - normal", "Lung ca": "Lung-RADS 2"}[prog[:7] if prog[:7] in ("Diabeti", "AAA scr", "Lung ca") else prog.split()[0]])
        L.append(f"Next due: {c.D(c.future(300, 1800), r.choice(['month_year', 'num', 'mon_apos']))}")
        L.append(f"GP notified: {c.doc(c.pcp, 'dr_last')}, {M('HOSPITAL', c.clinic)}")
        if r.random() < 0.5:
            L.append(f"Previous screen: {c.D(c.past(700, 1900), r.choice(['year', 'month_year']))} at {M('HOSPITAL', c.other_hospital())}")
        if r.random() < 0.4:
            L.append(f"Results portal: {M('URL', c.url())}  user {M('USERNAME', c.username(c.pt))}")
        if r.random() < 0.3:
            L.append(f"Check-in by fingerprint ID {M('BIOID', c.bioid())}")
    else:
        L.append(letterhead(c))
        L.append("")
        L.append(c.D(c.today, r.choice(["long", "num"])))
        L.append("")
        L.append(f"{c.pt_formal()}")
        L.extend(c.addr_lines())
        L.append("")
        L.append(f"Dear {c.title(c.pt)} {c.nm(c.pt, 'PATIENT', 'last')},")
        L.append("")
        L.append(f"Our records show that you are due for {prog.lower()}. Your last test was in {c.D(c.past(700, 1900), r.choice(['month_year', 'year']))}.")
        L.append(f"Please book an appointment with our practice nurse, {M('DOCTOR', c.person('F').first + ' ' + r.choice(P.SURNAMES))}, by calling {M('PHONE', c.phone(mobile=False))} or online at {M('URL', c.url())}.")
        L.append(f"Clinics run on {r.choice(['Tuesday and Thursday mornings', 'Wednesdays', 'Saturday mornings'])} at our {M('HOSPITAL', c.clinic_name())} branch.")
        L.append("If you have had this test elsewhere, please let us know so we can update your record.")
        L.append(f"Reference: {M('IDNUM', c.letters(2) + c.digits(7))}")
        L.append("")
        L.append("Yours sincerely,")
        L.append(f"{c.doc(c.pcp, 'dr_full')} and the team at {M('HOSPITAL', c.clinic)}")
    return "\n".join(L), layout


def attestation(c):
    r = c.r
    L = []
    layout = "signature_block"
    att = c.pcp
    res = c.person(r.choice("MF"))
    scribe_p, scribe = c.staff("scribe", r.choice(["full", "first_init"]))
    L.append(f"Encounter: {c.pt_name(r.choice(['last_first', 'upper_last_first']))}  {M('MRN', c.mrn())}  DOS {c.D(c.today, 'num')}  Acct {M('ACCOUNT', c.account())}")
    L.append("")
    blocks = [
        f"ATTESTATION: I, {c.doc(att, 'dr_full')}, personally saw and examined the patient on {c.D(c.today, r.choice(['num', 'long']))} with the resident, {c.doc(res, 'dr_full')}, and agree with the findings and plan as documented.",
        f"Scribe statement: I, {scribe}, am scribing for and in the presence of {c.doc(att, 'dr_last')} on {c.D(c.today, 'num')}.",
        f"Provider statement: I, {c.doc(att, 'dr_full')}, attest that the documentation by {M('DOCTOR', scribe_p.first + ' ' + scribe_p.last)} accurately reflects the service I personally performed.",
        f"Interpreter: {M('DOCTOR', c.person(r.choice('MF')).first + ' ' + r.choice(P.SURNAMES))} ({r.choice(['Arabic', 'Mandarin', 'Tagalog', 'Polish', 'Somali', 'Punjabi'])}), in person, ID badge {M('IDNUM', c.digits(5))}.",
        f"Time-based billing: total {r.randint(25, 55)} min on {c.D(c.today, 'md')}, >50% counselling re {r.choice(['DM', 'CHF', 'depression', 'COPD'])}.",
        f"Co-signed {c.D(c.future(0, 2), 'num')} {tm(c)} - {c.doc(c.spec, 'full_cred')} (supervising), {lic_line(c)}",
        f"Chaperone present: {c.nm(c.person('F'), 'DOCTOR', r.choice(['full', 'first_init']))}, {c.cred('nurse')}.",
        f"Patient {c.pt_name(r.choice(['full', 'initials', 'first_init']))} and {c.pron()} {r.choice(['son', 'daughter', 'partner', 'wife' if c.pt.sex == 'M' else 'husband'])} {M('FAMILY', c.person(r.choice('MF')).first)} agreed with the plan.",
    ]
    r.shuffle(blocks)
    L.extend("\n".join([b, ""]) for b in blocks[: r.randint(4, 7)])
    L.append(esign(c, c.doc(att, "full_cred")))
    L.append(audit_line(c, att))
    return "\n".join(L), layout


GENRES = [
    ("progress_note", progress_note, 62), ("consult_letter", consult_letter, 36), ("referral_letter", referral_letter, 32),
    ("telephone_encounter", telephone_encounter, 26), ("nurse_triage", nurse_triage, 24),
    ("medication_reconciliation", med_reconciliation, 26), ("problem_list", problem_list, 26),
    ("portal_message", portal_message, 30), ("prior_authorization", prior_auth, 26), ("home_visit", home_visit, 26),
    ("vaccination_record", vaccination_record, 18), ("screening_record", screening_record, 18),
    ("attestation", attestation, 18),
]
