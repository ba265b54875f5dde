"""Urgent care / walk-in / after-hours notes."""
from phi import Doc, Phi
from case import build_case, base_ctx, hhmm
from common import exam_systems, DISCHARGE_ADVICE, set_occ
from common import (setup_common, staff, cred, pmh_items, meds_for, social_lines, vitals, signature, audit_footer,
                    cc_gp, ALLERGIES, age_sex)

UC = [
    dict(key="strep", age=(5, 50), sex=None, cc="Sore throat",
         s="{R} reports 3 days of sore throat, painful swallowing and fevers to 38.9 at home. No cough or coryza. "
           "Several contacts at {ws} off sick with the same. Has tried {apap} and throat lozenges.",
         o="Tonsils enlarged with exudate bilaterally. Tender anterior cervical nodes. No trismus, uvula central. "
           "Rapid strep antigen: POSITIVE.",
         a="Streptococcal pharyngitis (Centor 4).",
         p="Phenoxymethylpenicillin 500 mg QID for 10 days. Fluids, analgesia. School/work exclusion for 24 h after "
           "starting antibiotics. Return if unable to swallow fluids or drooling."),
    dict(key="uti", age=(18, 72), sex="F", cc="Burning with urination",
         s="{R} has had dysuria, frequency and suprapubic discomfort since {onset_wd}. No flank pain, no fevers, no "
           "vaginal discharge. Last UTI in {mon_prev}, treated by {Dr} {gp_l}. {lmp_line}",
         o="Afebrile. Mild suprapubic tenderness, no CVA tenderness. Urine dip: leuk 2+, nitrite positive, blood trace. "
           "Urine culture sent (specimen {spec}).",
         a="Uncomplicated cystitis.",
         p="Nitrofurantoin MR 100 mg BD x 5 days. Will call with culture result on {ph_m} if change needed. "
           "Return if fever, flank pain or vomiting."),
    dict(key="ankle", age=(12, 60), sex=None, cc="Twisted ankle",
         s="Inversion injury to the right ankle while playing for {club} on {onset_wd} evening. Able to take 4 steps "
           "immediately after, now limping. Ice and elevation at home.",
         o="Swelling and bruising over ATFL. No bony tenderness at posterior edge or tip of either malleolus, navicular "
           "or base of 5th MT. Ottawa rules negative.",
         a="Grade II lateral ankle sprain.",
         p="RICE, compression bandage, crutches provided. Ibuprofen 400 mg TDS with food. Physio referral; "
           "can self-book online at {fac_url}. Expect 4-6 weeks before return to sport."),
    dict(key="sinusitis", age=(20, 65), sex=None, cc="Facial pain and congestion",
         s="10 days of nasal congestion, purulent discharge and maxillary pain worse on bending forward. Initial "
           "improvement then worsening since {onset_wd}. No visual symptoms, no periorbital swelling.",
         o="Tender over both maxillary sinuses. Purulent discharge on anterior rhinoscopy. TMs normal. Temp 37.9.",
         a="Acute bacterial rhinosinusitis (double-sickening).",
         p="Amoxicillin 500 mg TDS x 7 days, saline irrigation, intranasal steroid. Red flags discussed."),
    dict(key="conjunctivitis", age=(2, 12), sex=None, cc="Red sticky eye",
         s="Red left eye with sticky yellow discharge since waking {onset_wd}, now spreading to the right. No pain, "
           "photophobia or visual loss. No contact lenses. Sibling had the same last week at {nursery}.",
         o="Bilateral conjunctival injection with mucopurulent discharge. VA 6/6 both. Cornea clear with fluorescein.",
         a="Bacterial conjunctivitis.",
         p="Chloramphenicol drops QID for 5 days. Hand hygiene, separate towels. Can return to {nursery} - no "
           "exclusion needed."),
    dict(key="otitis", age=(1, 8), sex=None, cc="Ear pain, fever",
         s="{mum_cap} ({f1}) reports {pt_f} has been pulling at the right ear and crying since the early hours. "
           "Temp 38.7 at home at {t1}. Coryzal for 3 days. Eating less, drinking ok, wet {nappy}s normal.",
         o="Alert, consolable. R TM red and bulging, L TM dull. Throat mildly injected. Chest clear. No rash.",
         a="Acute otitis media, right.",
         p="Analgesia and antipyretics. Amoxicillin 50 mg/kg/day in 2 doses for 5 days. Safety-netting advice to "
           "{f1_f}; call back on {f1_ph} if not improving in 48 h."),
    dict(key="burn", age=(16, 60), sex=None, occ=["chef", "line cook", "sous chef", "kitchen porter", "fast-food crew member"], cc="Burn to forearm",
         s="{R}, works as a {occ} at {employer}, splashed hot oil on the left forearm at about {t1} today. Cooled under "
           "running water for 20 {mins} by a colleague ({sup}).",
         o="5 x 3 cm partial-thickness burn volar L forearm, blistered, blanching, sensate. <1% TBSA. Not "
           "circumferential.",
         a="Superficial partial-thickness burn, <1% TBSA.",
         p="Blisters left intact, paraffin gauze and non-adherent dressing. Dressing check at {gp_practice} in 48 h. "
           "Tetanus last {yr_prev} - up to date. Off work 3 days."),
    dict(key="cellulitis", age=(30, 82), sex=None, cc="Red swollen leg",
         s="Spreading redness of the left shin since {onset_wd} after a graze in the garden. Feels hot and sore. "
           "Mild fever overnight. Diabetic, last HbA1c 58 in {mon_prev}.",
         o="Temp 37.8. Erythema 12 x 8 cm L shin, warm, tender, edges marked with pen at {t2}. No fluctuance. "
           "Tinea between toes.",
         a="Cellulitis L lower leg (Eron class I).",
         p="Flucloxacillin 1 g QDS x 7 days (or as per allergy). Elevate. Review in 48 h here or with {Dr} {gp_l}. "
           "If spreading beyond markings go to {hosp2} ED."),
    dict(key="flu", age=(18, 76), sex=None, cc="Fever, cough, body aches",
         s="Abrupt onset fever, myalgia, dry cough and headache since {onset_wd}. Several relatives unwell after a "
           "family gathering around {holiday}; {f1_rel} {f1_f} unwell with similar. Works as a {occ}; needs a work note for {employer}.",
         o="Temp 38.6, HR 102, sats 97%. Chest clear. Throat mildly red. Rapid influenza A/B PCR: influenza A "
           "detected (specimen {spec}).",
         a="Influenza A.",
         p="Oseltamivir 75 mg BD x 5 days (within 48 h of onset). Rest, fluids. Off work until {d_fu}. "
           "Certificate issued."),
    dict(key="workback", age=(22, 62), sex=None, occ=["warehouse operative", "forklift operator", "delivery driver", "shelf stacker", "courier", "brewery worker"], cc="Back strain at work",
         s="{R} is a {occ} with {employer}. Felt sudden low back pain lifting a pallet at about {t1} on {onset_wd}. "
           "Reported to supervisor {sup}. Employer's incident number {order}. Workers' compensation claim "
           "{claim} opened.",
         o="Paravertebral spasm L3-S1. Flexion limited to knees. SLR 80 degrees bilaterally. Neuro intact lower limbs.",
         a="Lumbar strain, work-related.",
         p="NSAID, heat, graded activity. Modified duties: no lifting >5 kg, no repetitive bending, for 2 weeks. "
           "Review on {d_fu}. Form faxed to {employer} HR (fax {emp_fax})."),
    dict(key="sting", age=(8, 65), sex=None, cc="Bee sting with swelling",
         s="Stung on the dorsum of the right hand by a bee while gardening at about {t1}. Progressive swelling up to "
           "the wrist since. No lip or tongue swelling, no wheeze, no dizziness. Never had a reaction before.",
         o="Swelling and erythema dorsum R hand extending to wrist. No urticaria elsewhere. Chest clear. BP normal.",
         a="Large local reaction to bee sting; no systemic features.",
         p="Stinger already removed. Cetirizine, cold compress, elevation. Prednisolone 3-day course. Anaphylaxis "
           "warning signs explained."),
    dict(key="shingles", age=(50, 88), sex=None, cc="Painful rash",
         s="Burning pain right flank since {onset_wd}, followed by a blistering rash yesterday. No eye symptoms. "
           "Had chickenpox as a child. Not yet had the shingles vaccine (due {yr_next}).",
         o="Grouped vesicles on erythematous base in R T10 dermatome, not crossing midline. No ocular involvement.",
         a="Herpes zoster, R T10.",
         p="Valaciclovir 1 g TDS x 7 days, analgesia. Avoid contact with pregnant women and infants until crusted. "
           "Follow up with {Dr} {gp_l} for post-herpetic neuralgia if pain persists."),
    dict(key="finger_lac", age=(18, 60), sex=None, cc="Finger laceration",
         s="Cut left index finger on a broken glass while washing up at {t1}. Bleeding controlled with pressure. "
           "Right-hand dominant. Works as a {occ}.",
         o="1.5 cm laceration radial side L index proximal phalanx. FDS/FDP intact, digital nerves intact. No FB.",
         a="Simple finger laceration.",
         p="Steri-strips and dressing. Keep dry 48 h. Tetanus booster given today. Wound check with practice nurse "
           "at {gp_practice}."),
]


def make(r, loc):
    sc = r.choice(UC)
    c = build_case(r, loc, "urgent_care", *sc["age"], sex=sc["sex"])
    X = base_ctx(c)
    setup_common(c, X, fac_kind="urgent")
    staff(c, X, "md", c.ch(["doctor", "doctor", "np", "pa"]) if loc in ("US", "CA") else c.ch(["doctor", "doctor", "np"]))
    staff(c, X, "rn", "nurse")
    set_occ(c, X, sc.get("occ"))
    X["claim"] = c.idnum("claim")
    X["emp_fax"] = c.phone("landline", "FAX")
    X["yr_next"] = Phi(str(c.visit.year + 1), "DATE")
    fn = c.ch([soap, soap, walkin_form, telehealth, workinjury if sc["key"] in ("workback", "burn", "finger_lac")
               else soap])
    d = Doc()
    fn(c, X, sc, d)
    return c, d, fn.__name__


def soap(c, X, sc, d):
    w = d.w
    w(c.ch(["{fac}\n{fac_addr}  |  {fac_ph}\n\n", "{fac} - Walk-in Visit\n\n", "** {fac} **\n\n"]), X)
    w(c.ch(["Patient: {pt}   DOB: {dob}   Age: {age}   MRN: {mrn}\n",
            "{pt_LFU} | DOB {dob} | " + age_sex(c, X) + " | Chart {mrn}\n"]), X)
    w("Visit date: {dv}   Check-in: {t1}   Visit #: {acct}\n", X)
    w("Provider: {md}" + cred(X, "md") + "\n", X)
    if c.p(0.6):
        w("Address: {addr}   Cell/Mobile: {ph_m}\n", X)
    if c.p(0.5):
        w("{hp_l}: {hp}\n", X)
    w("\nCC: " + sc["cc"] + "\n\n", X)
    w("S: " + sc["s"] + "\n", X)
    meds = meds_for(c)
    w("Meds: " + (", ".join(meds) if meds else "none") + ". Allergies: " + c.ch(ALLERGIES) + ".\n", X)
    for ln in social_lines(c, X)[:2]:
        w(ln + " ", X)
    d.t("\n\n")
    if c.p(0.6):
        d.t("ROS: " + c.ch(["Otherwise negative.", "No chest pain, SOB, abdominal pain, urinary symptoms or rash.",
                            "Negative for fever/chills except as noted; no neuro symptoms."]) + "\n\n")
    w("O: " + vitals(c, style=c.ch(["line", "caps"])) + "\n" + sc["o"] + "\n", X)
    if c.p(0.6):
        d.t(exam_systems(c, skip=("MSK",)) + "\n")
    d.t("\n")
    w("A: " + sc["a"] + "\n\n", X)
    w("P: " + sc["p"] + "\n", X)
    if c.p(0.5):
        d.t(c.ch(DISCHARGE_ADVICE) + "\n")
    w(c.ch(["Follow up with {gpw} {Dr} {gp_l} ({gp_practice}) if not improving.\n",
            "Discharge instructions given; patient verbalized understanding.\n",
            "Copy of visit note sent to {gp_practice}, fax {gp_fax}.\n"]), X)
    d.t("\n")
    for s in signature(c, X, "md", c.ch(["esig", "slash", "plain"])):
        w(s, X)
    if c.p(0.4):
        w(audit_footer(c, X), X)


def walkin_form(c, X, sc, d):
    w = d.w
    w("{fac}\n" + c.ch(["WALK-IN CLINIC RECORD", "URGENT CARE ENCOUNTER FORM", "AFTER HOURS CONSULTATION"]) + "\n", X)
    d.t("-" * 48 + "\n")
    w("Surname: {pt_l}        Given name(s): {pt_f}\n", X)
    w("DOB: {dob}   Sex: {sx}   Age: {age}\n", X)
    w("Address: {addr}\n", X)
    w("Phone (home): {ph_h}   Phone (mobile): {ph_m}\n", X)
    w("E-mail: {email}\n", X)
    w("{hp_l}: {hp}\n", X)
    w("Usual {gpw}: {Dr} {gp}, {gp_practice}\n", X)
    w("Emergency contact: {f1} ({f1_rel}) {f1_ph}\n", X)
    if c.loc in ("US", "CA", "IE") and c.p(0.35):
        w("{ssn_l}: {ssn}\n", X)
    if c.p(0.2):
        w("Checked in at kiosk with fingerprint (template ID {bio})\n", X)
    d.t("-" * 48 + "\n")
    w("Date: {dv}   Time in: {t1}   Seen: {t2}   Acct: {acct}\n", X)
    w("Triage RN: {rn_Fl}    Clinician: {md_Fl}" + cred(X, "md") + "\n\n", X)
    w("Reason for visit: " + sc["cc"] + "\n\n", X)
    w("History: " + sc["s"] + "\n\n", X)
    items = pmh_items(c, X)
    if items:
        d.t("PMHx: ")
        for i, it in enumerate(items):
            d.add(it)
            d.t("; " if i < len(items) - 1 else "\n")
    w("Allergies: " + c.ch(ALLERGIES) + "\n\n", X)
    w("Vitals: " + vitals(c, style="line") + "\n", X)
    w("Exam: " + sc["o"] + "\n", X)
    if c.p(0.5):
        d.t(exam_systems(c, skip=("MSK", "Skin")) + "\n")
    d.t("\n")
    w("Diagnosis: " + sc["a"] + "\n", X)
    w("Treatment/plan: " + sc["p"] + "\n\n", X)
    w(c.ch(["Rx sent to {pharmacy} (script no. {script}).\n", "Prescription printed, no. {script}.\n",
            "E-prescription {script} to {pharmacy}.\n"]), X)
    for s in signature(c, X, "md", c.ch(["plain", "reg"])):
        w(s, X)


def telehealth(c, X, sc, d):
    w = d.w
    X["uname_pt"] = c.username(c.pt)
    X["ip_pt"] = c.ip()
    w("{fac} - VIRTUAL URGENT CARE VISIT\n\n", X)
    w("Patient: {pt_m}    DOB: {dob}    MRN: {mrn}\n", X)
    w("Visit ID: {acct}    Date: {dv}    Start {t1}\n", X)
    w("Modality: video (patient joined via portal {fac_url} as user {uname_pt}; connection from {ip_pt})\n", X)
    w("Patient location at time of visit: home, {addr}\n", X)
    w("Callback number if disconnected: {ph_m}\n", X)
    w("Clinician: {md}" + cred(X, "md") + ", located at {fac}\n", X)
    if c.p(0.35):
        w("Identity verified by in-app face match (biometric ref {bio}) and DOB. Consent for virtual care obtained "
          "verbally.\n\n", X)
    else:
        w("Identity verified with name, DOB and address. Consent for virtual care obtained verbally.\n\n", X)
    w("Chief concern: " + sc["cc"] + "\n\n", X)
    w("History: " + sc["s"] + "\n\n", X)
    w("Exam (limited, via video): well-appearing, speaking full sentences. " +
      "Findings reported/observed: " + sc["o"].split(". ")[0].rstrip(".") + ".\n\n", X)
    w("Assessment: " + sc["a"] + "\n", X)
    w("Plan: " + sc["p"] + "\n", X)
    w("Prescription sent electronically to {pharmacy}. After-visit summary sent to {email}.\n", X)
    w("Visit end {t3}. Total time 14 {mins}.\n\n", X)
    for s in signature(c, X, "md", c.ch(["esig", "reg"])):
        w(s, X)
    w(audit_footer(c, X), X)


def workinjury(c, X, sc, d):
    w = d.w
    w("{fac}\nOCCUPATIONAL INJURY VISIT / WORK CAPACITY\n\n", X)
    w("Worker: {pt_LF}    DOB: {dob}    Phone: {ph_m}\n", X)
    w("Address: {addr}\n", X)
    w("Employer: {employer}    Supervisor: {sup}    Employer fax: {emp_fax}\n", X)
    w("Occupation: {occ}\n", X)
    w("Claim no.: {claim}    Date of injury: {d_yest}    Date seen: {dv}\n", X)
    if c.loc in ("US", "CA"):
        w("{ssn_l}: {ssn}\n", X)
    w("Clinician: {md}" + cred(X, "md") + "\n\n", X)
    w("Mechanism / history:\n" + sc["s"] + "\n\n", X)
    w("Findings:\n" + vitals(c, style="line") + ". " + sc["o"] + "\n\n", X)
    w("Diagnosis: " + sc["a"] + "\n\n", X)
    w("Management: " + sc["p"] + "\n\n", X)
    w("Capacity: " + c.ch(["Fit for modified duties from {d_next} to {d_fu}.",
                           "Unfit for work from {dv} to {d_fu} inclusive.",
                           "Fit for pre-injury duties from {d_fu}."]) + "\n", X)
    w("Next review: {d_fu_l} with {md_Fl}.\n", X)
    w("Restrictions explained to worker, who agrees to provide this form to {sup} at {employer}. Worker advised to "
      "report any new symptoms and to keep a record of time off work.\n\n", X)
    for s in signature(c, X, "md", c.ch(["reg", "plain", "esig"])):
        w(s, X)
