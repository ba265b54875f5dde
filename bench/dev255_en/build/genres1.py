"""Genres part 1 (author 255): health check, passport, PBS plan, capacity/BI, psychiatry letter, epilepsy plan."""
from core import ch, vitals, bloods, med_list, DX, SCORES
import pools as PL


def header(b, P, r, title):
    f = b.f
    f("{t}\n", t=title)
    if r.random() < 0.5:
        f("{org} | {site_or_gp}\n", site_or_gp=ch(r, [P.gp, P.hosp, P.sitef]))
    f("Name: {full}    DOB: {dob} ({a})\n", a=[("AGE", str(P.age_n)), ch(r, ["y", " yrs", "yo", ""])])
    f("{lab} {mrn}", lab=ch(r, ["NHS No:", "NHS no.", "IHI:", "Chart #", "MRN:", "Hosp no"]) if P.country != "CA"
      else ch(r, ["MRN:", "Chart #", "Client ID:"]))
    if r.random() < 0.5:
        f("   Hosp no: {h}", h=P.hosp_no)
    f("\nAddress: {addr}\n")


def audit(b, P, r):
    f = b.f
    f("\n-- electronically signed by {u} on {d} {tm} from {ip} --\n", u=P.user, d=P.vd,
      tm="%02d:%02d" % (r.randrange(7, 22), r.randrange(60)), ip=P.ip)


def health_check(b, P, r):
    f = b.f
    header(b, P, r, ch(r, ["ANNUAL HEALTH CHECK - LEARNING DISABILITY", "LD Annual Health Check (DES template)",
                           "Annual Health Check for Adults with Intellectual Disability"]))
    f("Practice: {gp}   Usual GP: {d0}   Check done by: {d1}\n", d0=lambda: P.doc(0, 0), d1=lambda: P.doc(1, 2))
    f("Date of check: {vd}   Previous AHC: {p}\n", p=lambda: P.near(-420, -300))
    f("Attended with: {rel} {fam}{occ}; support worker {sw} from {site}.\n", rel=P.rel, fam=lambda: P.fam_n(0, 1),
      occ=["" if r.random() < 0.5 else " (works as a ", ] if False else (
          [" (", P.prof_rel(), ")"] if r.random() < 0.5 else ""), sw=lambda: P.doc(2, 4), site=P.sitef)
    f("Reasonable adjustments: longer appointment (40 min), first slot of the day, easy read invite, "
      "quiet waiting area. Communication: {c}.\n", c=ch(r, ["uses Makaton and short phrases", "verbal, needs processing time",
                                                          "PECS book and gestures", "non-verbal, uses objects of reference"]))
    f("\nDiagnoses: {d}\n", d="; ".join(r.sample(DX, 4)))
    f("Obs: {v}. {s}.\n", v=vitals(r), s=", ".join(r.sample(SCORES, 3)))
    f("Bloods ({bd}): {bl}\n", bd=lambda: P.near(-40, -2, 1), bl=bloods(r))
    f("Medication: {m}\n", m=", ".join(med_list(r)))
    f("\nPhysical health\n- Hearing: wax both ears, referred to audiology at {h}. Hearing aid serial {dv} checked.\n"
      "- Vision: last optician review {my}, {spec}.\n- Dental: seen at {cl} community dental service {yr}.\n"
      "- Bowels: {bs}. Weight {wt} kg (was {wt2} kg).\n",
      h=P.hosp, dv=P.dev, my=P.monyr, spec=ch(r, ["glasses for distance", "keratoconus monitored", "no concerns"]),
      cl=P.cityf, yr=P.year, bs=ch(r, ["Bristol type 2-3, on movicol", "regular, type 4", "constipation, aperients reviewed"]),
      wt="%.1f" % r.uniform(45, 120), wt2="%.1f" % r.uniform(45, 120))
    f("- Screening: cervical screening {cs}; bowel screening kit sent {bd}. Flu vaccine given {fd}.\n",
      cs=ch(r, ["declined after easy read discussion", "best-interests decision pending", "not applicable"]),
      bd=lambda: P.near(-60, 0, 9), fd=lambda: P.near(-120, 0, 10))
    f("- Mental health: low mood since {hol}, {he} misses {fam2}. {sc}.\n", hol=P.hol, he=P.he,
      fam2=lambda: P.fam_n(1, 0), sc=ch(r, SCORES))
    if r.random() < 0.6:
        f("- Day activities: attends {comm} {wd}s and {wd2}s; works as a {pp} at {emp}.\n", wd=P.wday, wd2=P.wday,
          pp=P.prof_pt, emp=("ORGANIZATION", ch(r, PL.EMPLOYERS)))
    f("\nHealth Action Plan agreed and given in easy read. Copy to {sw} ({em}) and to {fam} by post.\n"
      "Next AHC due {nd}. Contact practice on {ph} or fax {fx}.\n", sw=lambda: P.doc(2, 6), em=P.email,
      fam=lambda: P.fam_n(0, 2), nd=lambda: P.near(300, 380, 9), ph=P.phone, fx=P.fax)
    f("{d1}\n", d1=lambda: P.doc(1, 2))
    if r.random() < 0.5:
        audit(b, P, r)


def passport(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["MY HOSPITAL PASSPORT", "Hospital Passport - things you must know about me",
                        "Health Passport (traffic light)"]))
    f("Please read this before you do anything with me. Keep it with my notes. Online copy: {u}\n\n", u=P.url)
    f("RED - things you MUST know\nMy name: {full}   I like to be called: {fn}\nDate of birth: {dob}   Age: {age}\n",
      fn=P.fn)
    f("{lab} {mrn}   Health card / insurance: {hp}\n", lab=ch(r, ["NHS number:", "Hospital no:", "MRN", "IHI"]), hp=P.hplan)
    if r.random() < 0.7:
        f("{sl}: {ss}\n", sl=ch(r, ["PPSN", "SIN", "Social insurance no."]) if P.country != "UK" else "Benefits ref (SIN)",
          ss=P.ssn)
    f("I live at: {addr}\nI live with: {lw}\n", lw=ch(r, [lambda: [P.rel + " ", P.fam_n(0, 1)],
                                                           lambda: ["staff at ", P.sitef(), " (24 h support)"],
                                                           lambda: ["my housemates ", P.fam_n(1, 0), " and ", P.fam_n(2, 0)]]))
    f("Next of kin: {nok} ({rel}) tel {ph}, mobile {ph2}\n", nok=lambda: P.fam_n(0, 1), rel=P.rel, ph=P.phone, ph2=P.phone)
    f("GP: {d} at {gp}, {c}. Tel {ph}\n", d=lambda: P.doc(0, 0), c=P.cityf, ph=P.phone)
    f("Other professionals: {d1} (community LD nurse), {d2} (psychiatrist)\n", d1=lambda: P.doc(1, 6),
      d2=lambda: P.doc(3, 1))
    f("Allergies: {al}\nMy medical conditions: {dx}\nMedication: {m}\n", al=ch(r, ["penicillin (rash)", "NKDA", "latex",
                                                                                     "plasters", "none known"]),
      dx=", ".join(r.sample(DX, 3)), m="; ".join(med_list(r)))
    f("I have seizures - see epilepsy plan. Rescue med: buccal midazolam 10 mg after 5 minutes.\n")
    f("\nAMBER - things that are really important to me\nHow I communicate: {c}. If I say 'home' I mean {who}.\n",
      c=ch(r, ["I use signs and some words", "I echo what you say - please check with my carer",
               "I point to pictures", "I can talk but I may not understand long sentences"]),
      who=lambda: ch(r, [[P.rel + " ", P.fam_n(0, 0)], ["my flat on ", ("STREET", P.street)]]))
    f("How to take my blood: numbing cream 45 min before, sit me in {rm}, let me hold my iPad. I hate the smell of "
      "alcohol wipes.\nPain: I rub my ear and rock. I may hit my head. Use DisDAT.\n", rm=P.room)
    f("Eating and drinking: IDDSI level {l} diet, thickened fluids (level {l2}). Needs prompting.\n",
      l=r.randrange(4, 7), l2=r.randrange(1, 3))
    f("Sleep: bed at {tm}, melatonin at 20:00, night light. Toileting: needs pads at night.\n",
      tm="%d:%02d" % (r.randrange(20, 23), ch(r, [0, 30])))
    f("\nGREEN - likes and dislikes\nI like: {lk}. Music by {mu}. Talking about {trip}.\n",
      lk=ch(r, ["trains", "Lego", "swimming", "bus timetables", "Peppa Pig", "football", "baking"]),
      mu=ch(r, ["ABBA", "Elvis", "Little Mix", "Queen"]),
      trip=lambda: ["my holiday in ", P.ctry(), " in ", P.year()])
    f("I don't like: loud bleeps, being touched without warning, waiting.\n")
    f("\nCompleted by {fam} ({rel}) with {d} on {vd}. Review by {nd}.\nEmail updates: {em}\n",
      fam=lambda: P.fam_n(0, 0), rel=P.rel, d=lambda: P.doc(1, 2), nd=lambda: P.near(150, 380, 9),
      em=lambda: P.email((P.fam[0][0], P.fam[0][1])))


def pbs(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["POSITIVE BEHAVIOUR SUPPORT PLAN", "Positive Behaviour Support (PBS) Plan - v%d" % r.randrange(2, 7),
                        "Behaviour Support Plan"]))
    f("Person: {full}   DOB {dob}   Ref {idn}\nService: {site}   Plan author: {d}   Date: {vd}   Review: {nd}\n\n",
      site=P.sitef, d=lambda: P.doc(2, 2), idn=P.idn, nd=lambda: P.near(60, 200, 3))
    f("About me\n{pt} is a {as} {sx} with {dx}. {He} has lived at {site} since {my} after moving from {c}. "
      "{His} {rel} {fam} visits every {wd} and phones on {wd2} evenings.\n",
      **{"as": P.age_s, "sx": "man" if P.sex == "M" else "woman", "dx": " and ".join(r.sample(DX, 2)),
         "He": P.he.capitalize(), "His": P.his.capitalize(), "site": P.sitef, "my": P.monyr, "c": P.cityf,
         "rel": P.rel, "fam": lambda: P.fam_n(0, 1), "wd": P.wday, "wd2": P.wday})
    f("\nBehaviours of concern (functional assessment {fa})\n"
      "1. Hitting own head with open hand (self-injury) - up to {n} episodes/day, mostly 16:00-18:00.\n"
      "2. Grabbing others' wrists, pulling hair. Last serious incident {inc} involving housemate {hm}.\n"
      "3. Throwing objects. ABC charts x{k} reviewed; {s}.\n",
      fa=lambda: P.near(-120, -20, 9), n=r.randrange(3, 25), inc=lambda: P.near(-90, -3, 10), hm=lambda: P.fam_n(2, 0),
      k=r.randrange(10, 60), s=ch(r, SCORES))
    f("Likely functions: escape from demands, sensory (noise), access to tangibles (iPad). Setting events: pain, "
      "constipation, poor sleep, changes of staff, {hol}.\n", hol=P.hol)
    f("\nPRIMARY (proactive) strategies\n- Now/Next board; visual timetable in {rm}.\n- Two familiar staff ({s1} or {s2}) "
      "at mealtimes.\n- Offer walk to {lm} after tea.\n- Sensory diet per OT {ot}.\n",
      rm=P.room, s1=lambda: P.doc(2, 4), s2=lambda: ("DOCTOR", ch(r, PL.FIRST_F + PL.FIRST_M)),
      lm=lambda: ("LOCATION_OTHER", ch(r, ["the old mill pond", "Carnbridge Castle car park", "the bandstand",
                                          "the viaduct", "Kilmorran pier", "the clock tower"])), ot=lambda: P.doc(3, 3))
    f("SECONDARY (early warning): humming, pacing, saying 'bus gone'. Reduce demands, offer 5 min in quiet room.\n"
      "REACTIVE: keep a safe distance, remove others, no restrictive physical intervention unless per RPI plan "
      "(2-person escort only). PRN lorazepam 0.5 mg only after consultation with on-call manager {mgr} on {ph}.\n",
      mgr=lambda: P.doc(r.randrange(4), 6), ph=P.phone)
    f("Post-incident: debrief, record on {sys} within 24 h, inform {fam} if injury.\n",
      sys=ch(r, ["Datix", "the incident system", "LogMyCare"]), fam=lambda: P.fam_n(0, 0))
    f("\nData: incidents fell from {a} in {m1} to {c} in {m2}.\nSigned: {d} (PBS practitioner, reg. {lic}); "
      "{fam} ({rel}); {pt}.\n", a=r.randrange(20, 60), c=r.randrange(2, 19), m1=P.monyr, m2=P.monyr,
      d=lambda: P.doc(2, 6), lic=P.lic, fam=lambda: P.fam_n(0, 1), rel=P.rel)


def capacity(b, P, r):
    f = b.f
    act = ch(r, ["Mental Capacity Act 2005", "Assisted Decision-Making (Capacity) Act 2015",
                 "Substitute Decisions Act, 1992", "Adults with Incapacity (Scotland) Act 2000"])
    dec = ch(r, ["dental treatment under general anaesthetic", "a move to a new supported living placement",
                 "blood tests (TFTs, valproate level)", "covid-19 vaccination", "cervical screening",
                 "PEG insertion", "managing own money"])
    f("{t}\n", t=ch(r, ["MENTAL CAPACITY ASSESSMENT AND BEST INTERESTS RECORD", "Capacity Assessment (2-stage test) / Best Interests",
                        "Record of Capacity and Best-Interests Decision"]))
    f("Person: {pt2}  DOB: {dob}  {lab} {mrn}\nDecision: {dec}\nLegislation: {act}\nAssessor: {d} ({role}), "
      "{hp}\nDate(s): {d1} and {d2}\n\n", pt2=lambda: P.pt(2), lab=ch(r, ["NHS:", "MRN:", "ID:"]), dec=dec, act=act,
      d=lambda: P.doc(1, 1), role=ch(r, PL.STAFF_ROLES), hp=P.hosp, d1=P.vd, d2=lambda: P.near(1, 10, 10))
    f("Stage 1: {pt} has {dx}, an impairment of the mind/brain.\nStage 2: Information given in easy read with photos of "
      "{rm} at {h}. {He} could not retain the information for more than a few minutes, could not weigh risks of "
      "refusing (e.g. infection, pain). {He} said \"{q}\".\n", dx=ch(r, DX), rm=P.room, h=P.hosp, He=P.he.capitalize(),
      q=ch(r, ["no hospital, go home", "mammy decide", "I want chips", "is it Tuesday"]))
    f("Outcome: lacks capacity for this specific decision at this time.\n\nBEST INTERESTS MEETING {bd} {tm}\n"
      "Present: {fam} ({rel}, {occ}), {adv} (IMCA, {org}), {d0} (GP), {d1}, {pt}.\n",
      bd=lambda: P.near(3, 25, 2), tm="%02d:%02d" % (r.randrange(9, 17), ch(r, [0, 15, 30])),
      fam=lambda: P.fam_n(0, 1), rel=P.rel, occ=P.prof_rel, adv=lambda: ("DOCTOR", ch(r, PL.FIRST_F) + " " + ch(r, PL.SURNAMES)),
      org=lambda: ("ORGANIZATION", ch(r, ["Advocacy Voice Wexmoor", "Harbourside Advocacy", "Speak Up Lakeview", "Voices4Choice"])),
      d0=lambda: P.doc(0, 0), d1=lambda: P.doc(2, 6))
    f("Views of {pt}: past wishes - {he} coped well with GA in {yr} at {h2}. Family view: {fam} supports treatment but "
      "asked for {fam2} to be present.\nLess restrictive options considered: desensitisation over 6 weeks (tried {my}, "
      "unsuccessful); sedation with oral midazolam.\n", he=P.he, yr=P.year, h2=P.hosp,
      fam=lambda: P.fam_n(0, 2), fam2=lambda: P.fam_n(1, 1), my=P.monyr)
    f("Decision: proceed in best interests. Restraint: minimal holding (2 staff) authorised for cannula only. "
      "DoLS/LPS ref {idn}. Case number {idn2}.\n", idn=P.idn, idn2=P.idn)
    f("Review if circumstances change. Copy: {fam} at {em}; {sw} (social worker, {org2}) fax {fx}.\n",
      fam=lambda: P.fam_n(0, 0), em=lambda: P.email((P.fam[0][0], P.fam[0][1])), sw=lambda: P.doc(3, 6), org2=P.svc,
      fx=P.fax)
    f("Signed {d} {vd}   GMC/NMC/reg: {lic}\n", d=lambda: P.doc(1, 3), lic=P.lic)


def psych_letter(b, P, r):
    f = b.f
    f("{h}\n{org}\n{a1}, {c}  {z}\nTel {ph}  Fax {fx}  {u}\n\n", h=ch(r, ["Community Learning Disability Team",
                                                                          "Psychiatry of Intellectual Disability",
                                                                          "Dual Diagnosis Service (ID)"]),
      org=P.svc, a1=("STREET", "%d %s %s" % (r.randrange(1, 200), ch(r, PL.STREET_A), ch(r, PL.STREET_T))),
      c=P.cityf, z=("ZIP", P.pc), ph=P.phone, fx=P.fax, u=P.url)
    f("Date typed: {dt}\nDictated: {vd}\n\n{d0}\n{gp}\n{c}\n\nDear {dd},\n\n", dt=lambda: P.near(1, 14, 3),
      d0=lambda: P.doc(0, 1), c=P.cityf, dd=lambda: P.doc(0, 0))
    f("Re: {pt2}, DOB {dob}, {addr}\n{lab} {mrn}\n\n", pt2=lambda: P.pt(2), lab=ch(r, ["NHS No", "MRN", "Hosp No", "IHI"]))
    f("Diagnoses: 1. {d1} 2. {d2} 3. {d3}\nCurrent medication: {m}\n\n", d1=ch(r, DX), d2=ch(r, DX), d3=ch(r, DX),
      m=", ".join(med_list(r)))
    f("I reviewed {pt} in clinic today with {his} {rel} {fam} and support worker {sw}. {Pt} is a {as} {sx} "
      "last seen by me on {ld}. Since then staff at {site} report {sy}. Sleep {sl} hours. No seizures since {sz}.\n\n",
      his=P.his, rel=P.rel, fam=lambda: P.fam_n(0, 0), sw=lambda: P.doc(2, 6), Pt=lambda: P.pt(1),
      **{"as": P.age_s}, sx="gentleman" if P.sex == "M" else "lady", ld=lambda: P.near(-200, -60, 2), site=P.sitef,
      sy=ch(r, ["more self-injury around bath time", "reduced appetite and tearfulness",
                "increased pacing and shouting at night", "settled mood and good engagement at day centre"]),
      sl=r.randrange(4, 10), sz=P.monyr)
    f("{His} {rel} (a {occ}) feels the difficulties began when {his} brother {b2} moved to {c2}. On examination "
      "weight {w} kg, {v}. MSE: reactive, no evidence of psychosis. ECG {ed}: QTc {q} ms.\n\n",
      His=P.his.capitalize(), rel=P.rel, occ=P.prof_rel, his=P.his, b2=lambda: ("FAMILY", ch(r, PL.FIRST_M)),
      c2=lambda: ch(r, [P.ctry, P.cityf])(), w="%.1f" % r.uniform(45, 120), v=vitals(r), ed=lambda: P.near(-30, 0, 4),
      q=r.randrange(390, 460))
    f("Plan:\n1. Reduce risperidone to 0.25 mg nocte (STOMP).\n2. Bloods incl. prolactin, HbA1c, lipids - request {acc}.\n"
      "3. Refer to {d2} for PBS update.\n4. Review in 3 months, around {nd}.\n\n", acc=P.idn,
      d2=lambda: P.doc(2, 1), nd=lambda: P.near(80, 100, 9))
    f("Yours sincerely,\n\n{d}\nConsultant Psychiatrist in Intellectual Disability\nGMC {lic}\n", d=lambda: P.doc(3, 1),
      lic=P.lic)
    f("cc: {pt}; {fam}; {sw}, {org}\n{ini}/{typ}\n", fam=lambda: P.fam_n(0, 2), sw=lambda: P.doc(2, 5), org=P.svc,
      ini=("DOCTOR", "".join(x[0] for x in P.staff[3][:2]).upper()),
      typ=("DOCTOR", (ch(r, PL.FIRST_F)[0] + ch(r, PL.SURNAMES)[0]).lower()))


def epilepsy(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["EPILEPSY CARE PLAN & EMERGENCY MEDICATION PROTOCOL", "Epilepsy Management Plan",
                        "Seizure Care Plan / Rescue Medication Protocol"]))
    f("Name: {full}  DOB: {dob}  {lab} {mrn}\nLives at: {addr}\nEpilepsy nurse: {d} tel {ph} (bleep {bl})\n"
      "Neurologist: {n} at {h}\nPlan written {vd}, review {nd}\n\n", lab=ch(r, ["NHS", "MRN", "Hosp #"]),
      d=lambda: P.doc(1, 2), ph=P.phone, bl=lambda: ("PHONE", ch(r, ["555 ", "555-", "555"]) + str(r.randrange(1000, 9999))), n=lambda: P.doc(3, 0),
      h=P.hosp, nd=lambda: P.near(300, 380, 0))
    on = r.randrange(1, 14)
    f("Diagnosis: {dx}; epilepsy since age {onset} (first seizure {fs}). Also {dx2}.\n",
      dx=ch(r, ["Lennox-Gastaut syndrome", "focal epilepsy with impaired awareness", "generalised epilepsy",
                "Dravet syndrome", "epilepsy secondary to tuberous sclerosis"]),
      onset=("AGE", str(on)), fs=("DATE", str(P.dob_d.year + on)), dx2=ch(r, DX))
    f("Seizure types:\n| Type | What it looks like | Duration | Frequency |\n|---|---|---|---|\n"
      "| Tonic-clonic | stiffens, falls, jerks all limbs, blue lips | 1-3 min | ~{a}/month |\n"
      "| Focal | lip smacking, picks at clothes, stares | 30-60 s | daily |\n"
      "| Atonic (drop) | sudden fall forwards | seconds | {c}/week, wears helmet |\n", a=r.randrange(1, 8),
      c=r.randrange(1, 12))
    f("Triggers: missed meds, poor sleep, illness, heat, menses.\nDaily AEDs: {m}.\n", m=", ".join(med_list(r, 3)))
    f("Devices: VNS implanted {vy} (generator serial {dv}); bed seizure alarm serial {dv2}, tested every {wd}.\n",
      vy=P.year, dv=P.dev, dv2=P.dev, wd=P.wday)
    f("\nEMERGENCY: time the seizure. If tonic-clonic >5 min or 3 in 1 hour give buccal midazolam {mz} mg into buccal "
      "cavity. Call 999/112/911 if not stopped 10 min after. Only ONE dose in 24 h unless advised.\n"
      "Recovery position, record on seizure chart, inform {fam} ({rel}) on {ph}.\n", mz=ch(r, ["5", "7.5", "10"]),
      fam=lambda: P.fam_n(0, 1), rel=P.rel, ph=P.phone)
    f("Last status epilepticus: {sd} - admitted to {w}, {h} ({rm}).\nBathing: shower only, staff outside door. "
      "Swimming 1:1 at {pool}.\n", sd=lambda: P.near(-700, -30, 5), w=P.ward, h=P.hosp, rm=P.room,
      pool=lambda: ("ORGANIZATION", ch(r, ["Carnbridge Leisure Centre", "Lakeshore Aquatic Club", "Glenmoy Pool"])))
    f("Trained staff: {s1}, {s2}, {s3} (midazolam training {td}).\n", s1=lambda: P.doc(2, 6), s2=lambda: P.doc(1, 4),
      s3=lambda: ("DOCTOR", ch(r, PL.FIRST_F) + " " + ch(r, PL.SURNAMES)[0] + "."), td=lambda: P.near(-300, -10, 9))
    f("Agreed by: {pt} (with support), {fam}, {d}. Prescriber reg {lic}.\n", fam=lambda: P.fam_n(0, 2),
      d=lambda: P.doc(3, 0), lic=P.lic)
    if r.random() < 0.4:
        audit(b, P, r)


GENRES1 = [("annual_health_check", health_check), ("hospital_passport", passport),
           ("positive_behaviour_support_plan", pbs), ("capacity_best_interests", capacity),
           ("psychiatry_review_letter", psych_letter), ("epilepsy_care_plan", epilepsy)]
