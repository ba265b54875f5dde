"""Genres: respiratory clinic letter, GP (referral) letter, discharge summary."""
import ids
from ids import pick, dg
import clin
from common import (demo_block, letterhead, sign, typist, audit, gp_parts, gp_addr_block, social,
                    age_parts, he, his, him, sex_word, role, art)
from pools_places import HOLIDAYS, TRAVEL


def _diag(d, c):
    rng = c.rng
    d.t(pick(rng, ["Diagnoses:\n", "DIAGNOSES\n", "Problem list:\n", "Diagnosis:\n"]))
    d.f("1. Bronchiectasis - {ae}, {lo}; confirmed on HRCT {DATE:y}\n", ae=pick(rng, clin.AETIOLOGY),
        lo=pick(rng, clin.LOBES), y=c.d(c.before(400, 5000), pick(rng, ["year", "monyear", "year"])))
    n = 2
    if rng.random() < 0.6:
        d.f("%d. Chronic Pseudomonas aeruginosa infection (first isolated {DATE:fi})\n" % n,
            fi=c.d(c.before(200, 3000), pick(rng, ["monyear", "mon3year", "year"])))
        n += 1
    for cm in clin.comorbs(rng):
        d.t("%d. %s\n" % (n, cm))
        n += 1


def _meds(d, c, head="Current medication:\n"):
    d.t(head)
    for m in clin.med_list(c.rng):
        d.t("- " + m + "\n")


def clinic_letter(d, c):
    rng = c.rng
    letterhead(d, c)
    d.t("\n")
    if rng.random() < 0.6:
        d.f("Consultant: {n}\n", n=c.cname(c.cons, "drfull"))
    d.f("Our ref: {MRN:m}/{DOCTOR:i}\n", m=c.mrn, i=c.cons.inits())
    d.f("Clinic date: {DATE:cd}\nDate typed: {DATE:td}\n\n", cd=c.d(c.date0), td=c.d(c.after(1, 9)))
    gp_addr_block(d, c)
    d.f("\nDear Dr {DOCTOR:g},\n\n", g=c.gp.last)
    d.f("Re: {n}, DOB {DATE:dob}, {hl} {HEALTHPLAN:hn}\n", n=c.pname(pick(rng, ["titlefull", "full", "mid"])),
        dob=c.d(c.dob), hl=c.hn_label, hn=c.hn)
    d.f("{a}\n\n", a=c.addr())
    _diag(d, c)
    d.t("\n")
    _meds(d, c)
    d.t("\n")
    # narrative
    acc = ""
    if rng.random() < 0.5:
        d.f("I reviewed {n} in the Bronchiectasis Clinic today, accompanied by {his} {rel} {FAMILY:k}. ",
            n=c.pname("title"), his=his(c), rel=c.kin_rel, k=c.kin.first)
    else:
        d.f("I saw {n} today in clinic. ", n=c.pname("title"))
    d.f("{He} is {a} ", He=he(c, True), a="an" if str(c.age)[0] == "8" or c.age in (11, 18) else "a")
    d.seq(age_parts(c, "yearold"))
    d.f(" {w}. ", w=sex_word(c))
    social(d, c, full=rng.random() < 0.6)
    d.t("\n\n")
    last = c.before(90, 240)
    nex = 1 + rng.randrange(5)
    d.f("Since {his} last review on {DATE:lr} {he} has had {n} exacerbation{s} requiring antibiotics",
        his=his(c), lr=c.d(last), he=he(c), n=str(nex), s="s" if nex > 1 else "")
    if rng.random() < 0.5:
        d.f(", the worst over {DATE:h}", h=pick(rng, HOLIDAYS[c.cc]))
    d.t(". ")
    if rng.random() < 0.35:
        d.f("This followed a trip to {COUNTRY:t} in {DATE:m}. ", t=pick(rng, TRAVEL),
            m=c.d(c.before(30, 200), "monyear"))
    d.f("Daily sputum is {col}, about {v} per day. {h1} ", col=pick(rng, clin.SPUTUM_COL),
        v=pick(rng, ["2 teaspoons", "a tablespoon", "half an egg-cup", "20 mL", "a quarter of a cup", "3-4 tablespoons"]),
        h1=pick(rng, ["No haemoptysis.", "One episode of blood-streaked sputum, self-limiting.", "No haemoptysis or chest pain."]))
    d.f("{He} does airway clearance ({act}) {fr}. {h2}\n\n", He=he(c, True), act=pick(rng, clin.ACT),
        fr=pick(rng, ["twice daily", "once a day", "most days", "when productive"]), h2=clin.hard(rng))
    fev1, fvc, pct, ratio = clin.spiro_vals(rng, c.pt.sex, c.age)
    d.f("On examination: SpO2 {s}% on air, BMI {b}. {ex}\n", s=str(92 + rng.randrange(7)), b="%.1f" % rng.uniform(17.5, 34),
        ex=pick(rng, ["Coarse crackles at the right base.", "Scattered inspiratory squeaks, no wheeze.",
                      "Chest clear today.", "Bibasal crackles, worse on the left."]))
    d.f("Spirometry today: FEV1 {a} L ({p}% predicted), FVC {b} L, FEV1/FVC {r}%.\n", a="%.2f" % fev1,
        p=str(pct), b="%.2f" % fvc, r=str(ratio))
    o, k = clin.org(rng)
    d.f("Sputum ({DATE:sd}, lab no {IDNUM:ln}): {o}.\n\n", sd=c.d(c.before(10, 80)), ln=ids.idnum(rng, "lab", c.date0.year), o=o)
    d.t(pick(rng, ["Plan:\n", "PLAN\n", "Management plan:\n"]))
    plans = ["Continue current airway clearance; refer back to {physio} for review of technique.",
             "Repeat sputum culture at each visit; please ask the practice nurse to send a sample if {he} becomes unwell.",
             "Rescue pack: ciprofloxacin 750 mg bd for 14 days (guided by sputum sensitivities).",
             "Start nebulised colistimethate after a test dose in clinic (Pseudomonas eradication, BTS 2019).",
             "Annual influenza vaccine; pneumococcal vaccine given.",
             "Check immunoglobulins, Aspergillus serology and alpha-1 antitrypsin level.",
             "Bone density scan given long-term steroid exposure.",
             "Continue azithromycin; ECG QTc 428 ms, LFTs normal, audiology stable."]
    picks = []
    for _ in range(3 + rng.randrange(2)):
        pl = pick(rng, plans)
        if pl not in picks:
            picks.append(pl)
    for i, pl in enumerate(picks):
        d.f("%d. " % (i + 1) + pl + "\n", physio=c.cname(c.physio, "full"), he=he(c))
    d.f("{i}. Review in clinic on {DATE:nx}.\n\n", i=str(len(picks) + 1), nx=c.d(c.after(60, 200)))
    if rng.random() < 0.4:
        d.f("Information about airway clearance is available at {URL:u}. ", u=ids.url(rng, "clinic"))
    if rng.random() < 0.5:
        d.f("{He} can contact the respiratory nurses on {PHONE:t} with any concerns.\n\n", He=he(c, True),
            t=ids.with_ext(rng, c.hosp_tel) if rng.random() < 0.5 else c.hosp_tel)
    else:
        d.t("\n\n")
    d.t(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "With best wishes,\n\n"]))
    sign(d, c, "cons")
    if rng.random() < 0.5:
        d.f("Email: {EMAIL:e}\n", e=ids.email_person(rng, c.cons.first, c.cons.last))
    d.t("\n")
    typist(d, c)
    d.f("cc: {n}, {a}\n", n=c.pname(pick(rng, ["titlefull", "full"])), a=c.addr())
    if rng.random() < 0.5:
        d.f("cc: {n}, Respiratory Physiotherapy, {HOSPITAL:h}\n", n=c.cname(c.physio, "full"), h=c.hosp)


def gp_letter(d, c):
    rng = c.rng
    d.f("{HOSPITAL:pr}\n{a}\nTel: {PHONE:t}   Fax: {FAX:f}\n", pr=c.practice, a=c.addr(c.prac_place, style="multi"),
        t=c.prac_tel, f=c.prac_fax)
    if rng.random() < 0.5:
        d.f("Email: {EMAIL:e}\n", e=ids.email_person(rng, c.gp.first, c.gp.last))
    d.f("\n{DATE:dt}\n\n", dt=c.d(c.date0, pick(rng, ["long", "num", "long"])))
    d.f("To: {dept}, {HOSPITAL:h}\n", dept=pick(rng, ["The Bronchiectasis Service", "Respiratory Outpatients",
                                                     "Chest Clinic", "Respiratory Medicine"]), h=c.hosp)
    if rng.random() < 0.5:
        d.f("For the attention of {n}\n", n=c.cname(c.cons, "drfull"))
    if c.cc == "GB" and rng.random() < 0.6:
        d.f("e-Referral UBRN: {IDNUM:u}\n", u=ids.idnum(rng, "ubrn", c.date0.year))
    else:
        d.f("Referral ID: {IDNUM:u}\n", u=ids.idnum(rng, "ref", c.date0.year))
    d.f("\nDear {sal},\n\n", sal=pick(rng, ["Colleague", "Doctor"]) if rng.random() < 0.4 else [("Dr ", None), (c.cons.last, "DOCTOR")])
    d.t("Re: ")
    demo_block(d, c, compact=rng.random() < 0.4)
    d.t("\n")
    d.t(pick(rng, ["Thank you for seeing ", "I would be grateful if you could see ", "Please could you assess "]))
    d.f("this ", )
    d.seq(age_parts(c, pick(rng, ["yearold", "yo"])))
    d.f(" {w} ", w=sex_word(c))
    yrs = 1 + rng.randrange(6)
    d.f("with a {y}-year history of daily productive cough and recurrent chest infections. ", y=str(yrs))
    n = 3 + rng.randrange(5)
    d.f("{He} has needed {n} courses of antibiotics since {DATE:s}, ", He=he(c, True), n=str(n),
        s=c.d(c.before(200, 700), pick(rng, ["monyear", "mon3year", "long"])))
    d.f("most recently doxycycline on {DATE:r}. ", r=c.d(c.before(5, 40)))
    o, k = clin.org(rng)
    d.f("Sputum sent from the {w} on {DATE:sd} grew {o}. ", w="office" if c.us else "surgery", sd=c.d(c.before(5, 60)), o=o)
    d.f("CXR on {DATE:xd} showed {x}.\n\n", xd=c.d(c.before(10, 90)),
        x=pick(rng, ["tramline shadowing at the right base", "bibasal ring shadows", "no consolidation but thickened bronchial walls",
                     "left lower lobe volume loss", "hyperinflation only"]))
    d.t("Past medical history:\n")
    for cm in clin.comorbs(rng, 1 + rng.randrange(3)):
        d.f("- {cm} ({DATE:y})\n", cm=cm, y=c.d(c.before(365, 9000), "year"))
    if rng.random() < 0.5:
        d.f("- childhood pneumonia aged {AGE:a}\n", a=str(2 + rng.randrange(10)))
    d.t("\n")
    _meds(d, c, "Medication:\n")
    d.t(pick(rng, ["Allergies: penicillin (rash)\n", "Allergies: NKDA\n", "Allergies: clarithromycin (GI upset)\n",
                   "Allergies: none known\n"]))
    d.t("\nSocial: ")
    social(d, c)
    d.t("\n")
    if rng.random() < 0.4:
        d.f("Family history: {his} {rel} {FAMILY:k} has bronchiectasis under your colleagues.\n", his=his(c),
            rel=pick(rng, ["sister", "brother", "cousin", "mother"]), k=pick(rng, [c.kin.first, c.kin.full()]))
    d.t("\n" + pick(rng, ["I wonder about bronchiectasis and would value a CT and your opinion. ",
                          "I suspect bronchiectasis; HRCT has not been done. ",
                          "Recent guidance (NICE NG117, 2018) suggests specialist input. "]))
    d.f("{He} is happy to be contacted on {PHONE:m}.\n\n", He=he(c, True), m=c.mob)
    d.t(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "Many thanks,\n\n"]))
    d.f("{g}\n", g=gp_parts(c))
    d.f("{r}\n{l}\n", r=pick(rng, ["Family Physician", "Primary Care Physician"] if c.us else
                               ["GP Partner", "General Practitioner", "Salaried GP", "GP Principal"]),
        l=c.lic_parts("gp"))
    if rng.random() < 0.4:
        d.f("Letter generated by {USERNAME:u} {DATE:d} {tm}\n", u=c.username(c.gp), d=c.d(c.date0, "num"),
            tm="%02d:%02d" % (8 + rng.randrange(10), rng.randrange(60)))


def discharge_summary(d, c):
    rng = c.rng
    adm = c.before(4, 16)
    dis = c.date0
    d.f("{HOSPITAL:h}\n", h=c.hosp)
    d.t(pick(rng, ["INPATIENT DISCHARGE SUMMARY\n", "Discharge Summary\n", "IMMEDIATE DISCHARGE LETTER\n"]))
    d.t("=" * 36 + "\n")
    demo_block(d, c)
    d.f("Ward: {HOSPITAL:w}   {LOCATION_OTHER:b}\n", w=c.ward, b=c.bed)
    if rng.random() < 0.3:
        d.f("Location: {LOCATION_OTHER:bl}\n", bl=c.building)
    d.f("Admitted: {DATE:a} via {via}   Discharged: {DATE:dd}\n", a=c.d(adm),
        via=pick(rng, ["ED", "AMU", "direct from Bronchiectasis Clinic", "GP referral"]), dd=c.d(dis))
    d.f("Spell/Encounter No: {ACCOUNT:acc}\n", acc=c.acct)
    d.f("Consultant: {n}\nGP: {g}, {HOSPITAL:pr}\n\n", n=c.cname(c.cons, "drfull"), g=gp_parts(c), pr=c.practice)
    d.t("Primary diagnosis: Infective exacerbation of bronchiectasis")
    o, k = clin.org(rng)
    d.f(" ({o})\n", o=o)
    d.t("Secondary: " + ", ".join(clin.comorbs(rng, 1 + rng.randrange(3))) + "\n\n")
    d.t("Presentation:\n")
    d.f("{a} ", a=age_parts(c, "sex"))
    d.f("with known {ae} bronchiectasis, presenting with {dur} days of increased sputum volume and purulence, fever and breathlessness. ",
        ae=pick(rng, clin.AETIOLOGY), dur=str(3 + rng.randrange(8)))
    if rng.random() < 0.4:
        d.f("Symptoms began on {DATE:on}. ", on=c.d(ids.add_days(adm, -(2 + rng.randrange(5))), pick(rng, ["wd", "daymonth", "wdshort"])))
    d.f("CRP {crp}, WCC {wcc}. CXR: {x}.\n\n", crp=str(20 + rng.randrange(220)), wcc="%.1f" % rng.uniform(7, 21),
        x=pick(rng, ["no new consolidation", "right lower zone consolidation", "stable bronchiectatic changes"]))
    d.t("Hospital course:\n")
    d.f("Treated with IV ceftazidime 2 g tds and tobramycin 7 mg/kg od from {DATE:s}. ", s=c.d(adm, pick(rng, ["daymonth", "num", "short"])))
    d.f("Tobramycin level on {DATE:l} <1 mg/L (trough). ", l=c.d(ids.add_days(adm, 2), pick(rng, ["daymonth", "num", "daymon"])))
    d.f("Sputum {IDNUM:sid}: {o}. ", sid=ids.idnum(rng, "lab", adm.year), o=o)
    d.f("Reviewed daily by physiotherapy ({n}); {act} re-taught. ", n=c.cname(c.physio, pick(rng, ["full", "first"])), act=pick(rng, clin.ACT))
    d.t(clin.hard(rng) + "\n")
    if rng.random() < 0.6:
        d.f("PICC inserted on {DATE:pd} (serial {DEVICE:sn}) to complete 14 days via OPAT.\n",
            pd=c.d(ids.add_days(adm, 3)), sn=ids.serial(rng, "picc"))
    if rng.random() < 0.35:
        d.f("Parking concession issued for the patient's car (reg {VEHICLE:v}) for daily OPAT visits.\n",
            v=ids.plate(rng, c.cc))
    d.t("\nMedications on discharge:\n")
    for m in clin.med_list(rng):
        d.t("- " + m + "\n")
    d.t("- " + pick(rng, ["ciprofloxacin 750 mg bd to complete 14 days", "IV ceftazidime via OPAT until day 14",
                          "doxycycline 100 mg od for 7 days"]) + "\n")
    d.t("\nFollow-up:\n")
    d.f("- Bronchiectasis clinic on {DATE:f1} with {n}\n", f1=c.d(c.after(20, 60)), n=c.cname(c.cons, "dr"))
    d.f("- OPAT nurse visit {DATE:f2}; contact {PHONE:t}\n", f2=c.d(c.after(1, 3), pick(rng, ["wd", "wdshort", "num"])), t=c.hosp_tel)
    d.f("- Information given to the patient and {his} {rel} {FAMILY:k} ({PHONE:kt}).\n", his=his(c), rel=c.kin_rel,
        k=c.kin.full(), kt=c.kin_tel)
    d.f("\nDischarging doctor: {n} (bleep {PHONE:bp})\n", n=c.cname(c.reg, "drfull"), bp=ids.pager(rng, c.cc))
    d.f("Pharmacist check: {DOCTOR:ph}, {DATE:pd}\n", ph=c.pharm.full(), pd=c.d(dis))
    if rng.random() < 0.6:
        audit(d, c, "reg")
