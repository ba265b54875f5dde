"""Genres part 2 (author 255): transition, respite, carer log, telephone, SLT, liaison discharge, STOMP review."""
import datetime as dtm
from core import ch, vitals, bloods, med_list, DX, SCORES
from genres1 import audit
import pools as PL


def transition(b, P, r):
    f = b.f
    sch = ("ORGANIZATION", ch(r, PL.SCHOOLS))
    f("{t}\n", t=ch(r, ["TRANSITION REVIEW (CHILDREN'S TO ADULT SERVICES)", "Transition Planning Meeting - Year 13 review",
                        "Transition to Adult Services: review notes"]))
    f("Young person: {full}   DOB {dob}   Age: {age}\nSchool/college: {sch}   EHCP/IEP ref: {idn}\n"
      "Meeting date: {vd}, held at {loc}\n", sch=sch, idn=P.idn, loc=lambda: ch(r, [P.sitef, lambda: sch, P.gp])())
    f("Attendees: {pt} (for first 20 min), {rel} {fam}, {fam2} (class teacher), {d1} (transition coordinator), "
      "{d2} (paediatrician, {h}), {d3} (adult CLDT nurse), {sw} (social worker)\n\n", rel=P.rel,
      fam=lambda: P.fam_n(0, 1), fam2=lambda: P.fam_n(2, 1), d1=lambda: P.doc(0, 6), d2=lambda: P.doc(3, 0),
      h=P.hosp, d3=lambda: P.doc(1, 6), sw=lambda: P.doc(2, 3))
    f("What's working: {pt} loves the horticulture course and has work experience {wd}s at {emp} as a {pp}. "
      "Travel training on the 42 bus from {c} nearly complete.\n", wd=P.wday,
      emp=("ORGANIZATION", ch(r, PL.EMPLOYERS)), pp=P.prof_pt, c=P.cityf)
    f("What's not working: anxiety about leaving school in {my}; meltdowns after PE; weight gain (BMI {bmi}).\n",
      my=lambda: ("DATE", ch(r, ["July", "June", "summer"]) + " " + str(P.visit.year + 1)), bmi="%.1f" % r.uniform(19, 38))
    f("Health: {dx}. Paediatric epilepsy care ends at 18; first adult neurology appt {na}. Last hearing test {ht}.\n",
      dx="; ".join(r.sample(DX, 3)), na=lambda: P.near(30, 200, 3), ht=P.monyr)
    f("Medication: {m}\n", m=", ".join(med_list(r)))
    f("Family: {fam} works as a {occ} and is worried about respite after 18. Parent-carer assessment requested "
      "(ref {idn}). Carer's allowance account {acc}.\n", fam=lambda: P.fam_n(0, 0), occ=P.prof_rel, idn=P.idn, acc=P.acct)
    f("\nActions\n| Action | Who | By |\n|---|---|---|\n| Adult social care referral | {a1} | {b1} |\n"
      "| Hospital passport completed | {a2} | {b2} |\n| Capacity assessment re tenancy | {a3} | {b3} |\n"
      "| Visit {site} day service | {a4} | {b4} |\n", a1=lambda: P.doc(2, 4), b1=lambda: P.near(10, 60, 10),
      a2=lambda: P.fam_n(0, 0), b2=lambda: P.near(10, 90, 1), a3=lambda: P.doc(1, 3), b3=lambda: P.near(30, 120, 4),
      site=P.sitef, a4=lambda: P.fam_n(0, 2), b4=lambda: P.near(5, 40, 10))
    f("\nNext review {nd}. Minutes by {d}; queries to {em} / {ph}.\n", nd=lambda: P.near(150, 200, 2),
      d=lambda: P.doc(0, 2), em=P.email, ph=P.phone)


def respite(b, P, r):
    f = b.f
    start = P.visit
    end = start + dtm.timedelta(days=r.randrange(2, 8))
    f("{t}\n", t=ch(r, ["RESPITE / SHORT BREAK PLACEMENT NOTE", "Short Breaks Service - stay record", "Respite stay summary"]))
    f("Service: {site}, {c}   Guest: {pt2}   DOB {dob}   Client ID {mrn}\nStay: {s} - {e}   {rm}\n",
      site=P.sitef, c=P.cityf, pt2=lambda: P.pt(2), s=P.dt(start, 10), e=P.dt(end, ch(r, [0, 2, 3, 10])), rm=P.room)
    f("Brought in by {fam} ({rel}) at {tm} in the family car, reg {veh}. Return transport booked with "
      "{tr}, vehicle {veh2}.\n", fam=lambda: P.fam_n(0, 1), rel=P.rel, tm="%02d:%02d" % (r.randrange(9, 19), r.randrange(60)),
      veh=P.veh, tr=("ORGANIZATION", ch(r, ["Blue Heron Transport Co-op", "Lakeshore Accessible Taxis", "Kilmorran Community Bus"])),
      veh2=P.veh)
    f("Meds handed over and counted with {fam} - {m}. Meds cabinet access by staff fingerprint (reader enrolment ID {bio}).\n",
      fam=lambda: P.fam_n(0, 0), m="; ".join(med_list(r)), bio=P.bio)
    for i in range(r.randrange(3, 6)):
        day = start + dtm.timedelta(days=i)
        f("\n{d}: ", d=P.dt(day, ch(r, [8, 10, 11, 4])))
        f(ch(r, ["{pt} settled well, ate all tea (shepherd's pie, IDDSI 6). Bowels open type 4. Slept 21:30-06:10. ",
                 "{pt} unsettled overnight, up x3, calm with weighted blanket. Temp 37.1. ",
                 "Went to {comm} disco with {s}. Enjoyed it. One short seizure (focal, 40 s) at 15:20, no PRN needed. ",
                 "{pt} refused shower, offered again after lunch and accepted. Fluids 1400 ml. ",
                 "Visit from {fam2}, stayed 2 h. {pt} tearful when they left, used Now/Next. "]),
          comm=P.comm, s=lambda: P.doc(2, 4), fam2=lambda: P.fam_n(1, 1))
        f("- {s}\n", s=lambda: P.doc(r.randrange(4), ch(r, [3, 4, 6])))
    f("\nIncidents: {inc}\nDischarged home {e} to {fam}. Next stay requested {hol} week; waiting list position {n}.\n"
      "Manager: {mgr}  Tel {ph}  Email {em}\n",
      inc=ch(r, ["none", "minor scratch to staff forearm, body map completed", "fall from chair, no injury, 4AT 0"]),
      e=P.dt(end, 3), fam=lambda: P.fam_n(0, 2), hol=P.hol, n=r.randrange(1, 12), mgr=lambda: P.doc(0, 6), ph=P.phone,
      em=P.email)
    if r.random() < 0.5:
        audit(b, P, r)


def carer_log(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["CARER COMMUNICATION LOG", "Home-Service Communication Book (typed copy)", "Family Liaison Log"]))
    f("Re: {full} ({mrn})   Key worker: {kw}   Family contact: {fam} {ph}\n\n", kw=lambda: P.doc(2, 1),
      fam=lambda: P.fam_n(0, 1), ph=P.phone)
    d = P.visit - dtm.timedelta(days=r.randrange(10, 40))
    for _ in range(r.randrange(5, 9)):
        d = d + dtm.timedelta(days=r.randrange(1, 6))
        f("{d} {tm} ", d=P.dt(d, ch(r, [1, 4, 8, 10, 0])), tm="%02d:%02d" % (r.randrange(7, 22), r.randrange(60)))
        who = r.randrange(2)
        if who:
            f("[{fam}, {rel}] ", fam=lambda: P.fam_n(0, 0), rel=P.rel)
        else:
            f("[{s}] ", s=lambda: P.doc(r.randrange(4), ch(r, [3, 4])))
        f(ch(r, ["{pt} had a good weekend at home, went to {pl} with {fam2}. Ate well. Bowels open Sat.\n",
                 "Please can staff remember {pt}'s glasses - left in the bag again. Also Movicol running low.\n",
                 "{pt} very agitated after bus, bit hand. No marks. {sc}.\n",
                 "GP appt booked {nd} {tm2} at {gp} re ear pain. {fam2} will attend.\n",
                 "New hearing aid arrived, serial {dv}. Battery size 312.\n",
                 "Reminder: {pt} off {wd} for {hol} - collecting at 15:00.\n",
                 "{pt} weighed today {w} kg. Taking Fortisip 1/day. Dietitian {dd} aware.\n",
                 "Sister {sis} visiting from {c} next week, may take {pt} for lunch.\n",
                 "Blood test result via portal ({u}): valproate level {vl} mg/L, all fine.\n"]),
          pl=lambda: ch(r, [P.cityf, P.comm])(), fam2=lambda: P.fam_n(1, 0), sc=ch(r, SCORES),
          nd=lambda: P.near(1, 20, ch(r, [10, 11, 8])), tm2="%d:%02d" % (r.randrange(8, 18), ch(r, [0, 10, 20, 40])),
          gp=P.gp, dv=P.dev, wd=P.wday, hol=P.hol, w="%.1f" % r.uniform(40, 110), dd=lambda: P.doc(3, 0),
          sis=lambda: ("FAMILY", ch(r, PL.FIRST_F)), c=lambda: ch(r, [P.cityf, P.ctry])(), u=P.url,
          vl=r.randrange(40, 100))
    if r.random() < 0.5:
        f("\nLog exported by user {u} at {ip}.\n", u=P.user, ip=P.ip)


def telephone(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["TELEPHONE ENCOUNTER", "Telephone consultation", "Phone call record - CLDT duty"]))
    f("Date: {vd} {tm}   Encounter no: {acc}\nPatient: {pt2}  DOB {dob}  {mrn}\nCaller: {c}  Call-back number: {ph}\n"
      "Taken by: {d}\n\n", tm="%02d:%02d" % (r.randrange(8, 19), r.randrange(60)), acc=P.acct,
      pt2=lambda: P.pt(ch(r, [0, 2, 3])), c=lambda: ch(r, [[P.fam_n(0, 1), " (" + P.rel + ")"],
                                                              [P.doc(2, 6), " (support worker, ", P.sitef(), ")"]]),
      ph=P.phone, d=lambda: P.doc(1, ch(r, [2, 5, 6])))
    f("S: Caller reports {pt} {sx}. {dur}. {extra}\n", sx=ch(r, ["has been vomiting x2 since breakfast",
                                                                  "has had 3 tonic-clonic seizures since 06:00",
                                                                  "refusing food and drink, holding jaw",
                                                                  "is more withdrawn, not attending day centre",
                                                                  "has a red swollen left foot",
                                                                  "banging head more than usual"]),
      dur=ch(r, ["Onset 2 days", "Ongoing ~1 week", "Since last night", "Started on return from respite"]),
      extra=ch(r, ["No PRN given.", "Buccal midazolam 10 mg given at 07:15 with good effect.", "Temp 38.2 at home.",
                   "Eating only yoghurt."]))
    f("O: Vitals per carer: {v}. {s}.\n", v=vitals(r), s=ch(r, SCORES))
    f("A: ?{a}\nP: {p}\n", a=ch(r, ["UTI", "dental abscess", "constipation", "viral illness", "cellulitis",
                                      "breakthrough seizures", "low mood / bereavement"]),
      p=ch(r, ["Same-day GP appt with reasonable adjustments (first slot, quiet room).",
               "Advised 999 if seizure >5 min after midazolam. Epilepsy nurse to call back.",
               "Urine dip at home, send MSU to lab; form printed.",
               "Dental access via community dental service; LD liaison informed."]))
    f("Spoke also with {fam} who works as a {occ} - happy with plan. Documented that {pt} gave verbal consent "
      "for information sharing on {wd}.\n", fam=lambda: P.fam_n(0, 0), occ=P.prof_rel, wd=P.wday)
    if r.random() < 0.6:
        f("Sample accession {idn}; results to be texted to {ph} or emailed to {em}.\n", idn=P.idn, ph=P.phone,
          em=lambda: P.email((P.fam[0][0], P.fam[0][1])))
    f("Safety-netting given. Follow-up call {fd}.\n", fd=lambda: P.near(1, 7, ch(r, [10, 8, 11])))
    if r.random() < 0.75:
        f("Call logged via softphone; station {ip}; user {u}.\n", ip=P.ip, u=P.user)


def slt(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["SPEECH AND LANGUAGE THERAPY - EATING AND DRINKING ASSESSMENT", "SLT Dysphagia Assessment",
                        "Eating, Drinking and Swallowing (EDS) Guidelines"]))
    f("Name {full}  DOB {dob}  ID {mrn}\nSeen at: {site}  on {vd}\nReferred by {d} ({gp}) on {rd}\n\n",
      site=lambda: ch(r, [P.sitef, P.ward, P.hosp])(), d=lambda: P.doc(0, 0), gp=P.gp, rd=lambda: P.near(-60, -5, 0))
    f("Background: {as} with {dx}. Two chest infections ({c1}, {c2}), admitted to {h} with aspiration pneumonia. "
      "Weight {w} kg, MUST {m}.\n", **{"as": P.age_s}, dx=" and ".join(r.sample(DX, 2)), c1=P.monyr, c2=P.monyr, h=P.hosp,
      w="%.1f" % r.uniform(38, 95), m=r.randrange(0, 4))
    f("Observed lunch with {s} supporting: coughing on thin fluids, wet voice after 3rd mouthful, fast rate, "
      "overloading spoon.\nRecommendations:\n- Diet: IDDSI Level {l} ({ln})\n- Drinks: IDDSI Level {d} (mildly thick) "
      "via Provale cup 10 ml\n- Upright 90 degrees, stay upright 30 min after\n- 1:1 supervision; small spoon; "
      "verbal prompt 'slow'\n- Oral care BD\n", s=lambda: P.doc(2, 4), l=r.randrange(4, 7),
      ln=ch(r, ["pureed", "minced & moist", "soft & bite-sized"]), d=r.randrange(1, 3))
    f("Discussed with {pt}, {fam} and manager {mgr}. {pt} prefers {food}.\n", fam=lambda: P.fam_n(0, 1),
      mgr=lambda: P.doc(r.randrange(4), 6), food=ch(r, ["curry", "Weetabix", "custard", "jollof rice", "porridge"]))
    f("Review {nd}. Contact {d} (SLT, HCPC {lic}) on {ph} / {em}.\n", nd=lambda: P.near(30, 120, 3),
      d=lambda: P.doc(1, 6), lic=P.lic, ph=P.phone, em=P.email)


def liaison(b, P, r):
    f = b.f
    adm = P.visit - dtm.timedelta(days=r.randrange(3, 20))
    f("{t}\n", t=ch(r, ["ACUTE LIAISON NURSE (LD) - DISCHARGE SUMMARY", "Discharge Summary with LD Liaison Input",
                        "Inpatient Summary - Learning Disability Liaison"]))
    f("{h} | {w}, {rm}\nPatient: {pt2}  Hosp No: {hn}  {lab}: {mrn}  DOB: {dob}\nAdmitted {ad}  Discharged {vd}\n"
      "Visit no {acc}\nConsultant: {c}   LD liaison: {ln}\n\n", h=P.hosp, w=P.ward, rm=P.room, pt2=lambda: P.pt(2),
      hn=P.hosp_no, lab=ch(r, ["NHS", "IHI", "Health card"]), ad=P.dt(adm, ch(r, [0, 3, 7])), acc=P.acct,
      c=lambda: P.doc(3, 0), ln=lambda: P.doc(1, 2))
    f("Presenting complaint: {pc}.\nPMH: {dx}\n", pc=ch(r, ["aspiration pneumonia", "prolonged seizure",
                                                              "bowel obstruction (faecal loading)", "fractured neck of femur after fall",
                                                              "UTI with delirium", "dehydration / AKI"]),
      dx="; ".join(r.sample(DX, 4)))
    f("Course: treated with IV co-amoxiclav then oral. {v}. {bl}.\n", v=vitals(r), bl=bloods(r))
    f("Reasonable adjustments made: hospital passport used; {fam} stayed overnight (carer's bed); side room; "
      "cannula under distraction; flagged on PAS. Capacity for treatment assessed by {d} - lacked; BI decision.\n",
      fam=lambda: P.fam_n(0, 1), d=lambda: P.doc(3, 1))
    f("Discharge meds: {m}\nDischarged to: {dest}\n", m="; ".join(med_list(r)),
      dest=lambda: ch(r, [P.addr, lambda: [P.sitef(), ", ", P.cityf()]])())
    f("Follow-up: GP {gp} ({gd}) within 7 days - bloods; {cl} clinic {cd}; CLDT nurse {n} to visit {wd}.\n",
      gp=P.gp, gd=lambda: P.doc(0, 0), cl=ch(r, ["respiratory", "fracture", "neurology", "surgical"]),
      cd=lambda: P.near(20, 60, 3), n=lambda: P.doc(1, 4), wd=P.wday)
    f("Equipment: profiling bed, pressure mattress serial {dv}; wheelchair ({wc}) serial {dv2}.\n", dv=P.dev,
      wc=ch(r, ["Quickie Salsa", "Invacare Action 3", "Sunrise Breezy"]), dv2=P.dev)
    f("Summary written by {d} {vd}. Sent electronically to {gp2} (fax {fx}) and to {sw} ({org}).\n",
      d=lambda: P.doc(1, 1), gp2=P.gp, fx=P.fax, sw=lambda: P.doc(2, 6), org=P.svc)


def stomp(b, P, r):
    f = b.f
    f("{t}\n", t=ch(r, ["STOMP MEDICATION REVIEW", "Psychotropic Medication Review (STOMP/STAMP)",
                        "Pharmacist-led Medication Review - LD"]))
    f("Client: {full}   DOB {dob} ({a})   {mrn}\nPharmacy: {ph_}   Reviewer: {d}, pharmacist, reg {lic}\n"
      "Review date {vd}  Encounter {acc}\n\n", a=P.age_s, ph_=("HOSPITAL", ch(r, PL.PHARMACIES)), d=lambda: P.doc(1, 2),
      lic=P.lic, acc=P.acct)
    f("Current meds:\n")
    for m in med_list(r, r.randrange(4, 8)):
        f("  - {m}  (started {s})\n", m=m, s=lambda: ch(r, [P.year, P.monyr, lambda: ["?", ("DATE", str(P.visit.year - r.randrange(1, 8)))]])())
    f("\nIndication check: risperidone started {st} by {old} at {h} for 'aggression' - no diagnosis of psychosis. "
      "Target behaviours now rare (ABC data {n} incidents in 12 weeks).\nSide effects: weight +{wg} kg since {yr}, "
      "prolactin raised, sedation. {s1}. {s2}.\n", st=P.monyr, old=lambda: P.doc(3, 0), h=P.hosp, n=r.randrange(0, 9),
      wg=r.randrange(3, 25), yr=P.year, s1=ch(r, SCORES), s2=ch(r, SCORES))
    f("Bloods: {bl}\nAnticholinergic burden score {acb}.\n", bl=bloods(r), acb=r.randrange(0, 7))
    f("Discussed with {pt}, {rel} {fam} (who is a {occ}) and {sw} from {site}. Agreed reduction plan:\n"
      "| Week | Dose |\n|---|---|\n| 1-4 | 0.5 mg nocte |\n| 5-8 | 0.25 mg nocte |\n| 9+ | stop if stable |\n"
      "Start date {sd}. Monitoring chart sent. Prescriber {gp_d} at {gp} informed.\n", rel=P.rel,
      fam=lambda: P.fam_n(0, 1), occ=P.prof_rel, sw=lambda: P.doc(2, 4), site=P.sitef, sd=lambda: P.near(3, 21, 10),
      gp_d=lambda: P.doc(0, 0), gp=P.gp)
    f("Contact: {ph} | {em}\n", ph=P.phone, em=P.email)


GENRES2 = [("transition_review", transition), ("respite_placement_note", respite), ("carer_communication_log", carer_log),
           ("telephone_encounter", telephone), ("slt_eating_drinking_assessment", slt),
           ("acute_liaison_discharge_summary", liaison), ("stomp_medication_review", stomp)]
