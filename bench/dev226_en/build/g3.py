"""Genres: morbidity and mortality review summary, discharge summary, violence-intervention social work note."""
import datetime as dt
import clin as C
import clin2 as C2
import common as K
import phi as H

MM_CATS = ["Unanticipated mortality", "Anticipated mortality", "Major morbidity - return to theatre",
           "Missed injury", "Delay in care", "Anastomotic leak", "Unplanned ICU readmission", "Iatrogenic injury"]
MM_ERRORS = ["judgement", "technique", "system", "disease-related", "communication", "diagnosis"]


def mm_review(n, c, s):
    r = c.rng
    us = c.us
    conf = K.later(c, s["los"] + r.randint(7, 40))
    v = r.randrange(3)
    if v == 0:
        n.f("MORBIDITY & MORTALITY CONFERENCE - {svc}\n{h}\n", svc=r.choice(["Trauma / Acute Care Surgery", "Department of Surgery",
                                                                         "Trauma & EGS"]), h=(c.hosp, "HOSPITAL"))
    elif v == 1:
        n.f("M&M case summary ({h})\n", h=(c.hshort, "HOSPITAL"))
    else:
        n.t("SURGICAL AUDIT MEETING - MORBIDITY & MORTALITY\n")
    n.f("Conference date: {d}\nCase no.: {cn}\n", d=c.d(conf, r.choice([c.dstyle, "long", "wklong"])),
        cn=("MM-%02d-%03d" % (conf.year % 100, r.randint(1, 240)), "IDNUM"))
    pres = c.res if r.random() < 0.6 else c.res2
    n.f("Presenter: {p} ({lv})   Consultant/attending of record: {a}\n", p=c.dn(pres, r.choice(["dr", "drfull", "full"])),
        lv=r.choice(["PGY-4", "PGY-3", "registrar", "MO", "chief resident", "fellow"]), a=c.dn(c.att, r.choice(["dr", "drfull", "cred"])))
    n.t("\nPatient: ")
    n.add(c.pn(r.choice(["init", "init", "initsur", "given"])))
    n.t(", ")
    n.add(c.age_seg(r.choice(["sex", "yo", "slash", "bare"])))
    if r.random() < 0.4:
        n.f(" (MRN {m})", m=(c.mrn, "MRN"))
    n.nl()
    cat = r.choice(MM_CATS[2:]) if not s["died"] else r.choice(MM_CATS[:2])
    n.f("Admitted: {d1}   Event: {d2}   Outcome: {o}\n", d1=c.d(c.arrive, r.choice(["md", c.dstyle])),
        d2=c.d(K.later(c, s["pod"]), r.choice(["md", c.dstyle])),
        o=[("died ", None)] + c.d(K.later(c, s["pod"] + r.randint(0, 5)), r.choice(["md", c.dstyle])) if s["died"] else
        r.choice(["discharged", "discharged to rehab", "still in hospital", "transferred"]))
    n.t("Category: " + cat + "\n\n")
    n.t("SUMMARY\n")
    if c.age >= 20 and r.random() < 0.25:
        n.f("{A} in {p} {dec}s", A="Man" if c.sex == "M" else "Woman", p="his" if c.sex == "M" else "her",
            dec=(str(c.age // 10 * 10), "AGE"))
        n.t(", %s. %s: %s. " % (s["mech_long"], "Diagnosis" if s["kind"] == "egs" else "Injuries", ", ".join(s["injuries"])))
    else:
        n.add(c.age_seg(r.choice(["year", "yo", "sex"])))
        n.t(" %s, %s. %s: %s. " % (c.sexword(), s["mech_long"], "Diagnosis" if s["kind"] == "egs" else "Injuries",
                                   ", ".join(s["injuries"])))
    if c.holiday and r.random() < 0.6:
        n.t("Admitted")
        K.holiday(n, c, pre=" on ")
        n.t(" with reduced staffing. ")
    n.t(r.choice(["Taken to theatre for %s. " % s["proc"], "Initially managed non-operatively. ",
                  "Delay of 4 h to theatre due to no available anaesthetist. "]))
    if s["died"]:
        n.t(r.choice(["Arrested on table; ROSC not achieved.", "Progressive MODS; care withdrawn on day 6 after family meeting.",
                      "Massive PE on day 8 despite prophylaxis; resuscitation unsuccessful.",
                      "Re-bled on ICU day 2, coagulopathic, died before relook."]) + "\n")
    else:
        n.t(r.choice(["POD 3 developed tachycardia and rising CRP; CT showed anastomotic leak.",
                      "Readmitted to ICU with ARDS on day 5.", "Missed injury recognised at tertiary survey on day 2.",
                      "Developed abdominal compartment syndrome (bladder pressure 28 mmHg) requiring decompression.",
                      "Pulmonary embolism on day 8 despite prophylaxis, anticoagulated, recovered."]) + "\n")
    n.t("\nTIMELINE\n")
    evs = ["arrival in resus", "CT scan", "to theatre", "ICU admission", "relook laparotomy", "extubated",
           "deteriorated on ward", "rapid response called", "family meeting"]
    chosen = sorted(r.sample(range(len(evs)), r.randint(4, 6)))
    seq = [evs[i] for i in chosen] + (["withdrawal of care", "declared dead"] if s["died"] and r.random() < 0.6 else
                                      ["declared dead"] if s["died"] else [])
    ck = K.Clock(r, 0)
    day = 0
    for ev in seq:
        step = r.randint(30, 900)
        before = ck.t
        tt = ck.next(step, step)
        day += (ck.t.date() - before.date()).days
        n.add(c.d(K.later(c, day), r.choice(["md", "wk", "md"])))
        n.t(" %s  %s\n" % (tt, ev))
    n.t("\nANALYSIS\nError type: %s.  Preventability: %s.\n" % (r.choice(MM_ERRORS), r.choice(["not preventable",
                                                                                               "possibly preventable",
                                                                                               "preventable"])))
    n.t("Discussion: " + r.choice(["Role of damage control earlier given lactate and base deficit.",
                                   "Threshold for CT in the haemodynamically 'normal' stab wound patient.",
                                   "Whether the anastomosis should have been deferred (acidosis, 12 u PRBC).",
                                   "Interhospital transfer delays and the referral pathway.",
                                   "Adequacy of VTE prophylaxis after solid organ NOM."]) + "\n")
    if r.random() < 0.4:
        n.f("Comments from {a}: {x}\n", a=c.dn(c.person(cred="MD"), r.choice(["dr", "sur", "drfull"])),
            x=r.choice(["would have packed earlier", "agree with management", "needs protocol for MTP activation"]))
    n.t("\nACTION ITEMS\n")
    K.bullets(n, r.sample(["update MTP protocol", "education session for interns on tertiary survey",
                           "audit time-to-theatre for penetrating abdominal trauma", "review of CT reporting turnaround",
                           "letter to referring facility", "simulation - resuscitative thoracotomy"], 2), mark="num")
    if r.random() < 0.5:
        n.f("\nQI contact: {nm}, {em}, {ph}\n", nm=c.dn(c.pa, "full"), em=(c.pa.email, "EMAIL"), ph=(c.tel(), "PHONE"))
    n.t("\nCONFIDENTIAL - quality improvement / peer review document. Not part of the medical record.\n")
    K.audit(n, c, pres, p=0.2)


def discharge(n, c, s):
    r = c.rng
    us = c.us
    dd = K.later(c, s["los"])
    n.t(r.choice(["DISCHARGE SUMMARY\n", "Discharge Summary - Trauma Surgery\n", "HOSPITAL DISCHARGE SUMMARY\n"]))
    n.f("{h}", h=(c.hosp, "HOSPITAL"))
    if r.random() < 0.45:
        pl = c.place
        n.f(", {st}, {ci}", st=("%d %s" % (r.randint(100, 3000), r.choice(["Medical Pkwy", "Hospital Rd", "Main St", "Jubilee Ave"])), "STREET"),
            ci=(pl[0] if us else pl[4], "CITY"))
        if us:
            n.f(", {sa} {z}", sa=(pl[2], "STATE"), z=(pl[3] + H.digits(r, 2), "ZIP"))
        else:
            n.f(", {sa}", sa=(pl[1], "STATE"))
    n.nl()
    if r.random() < 0.5:
        n.f("Tel {ph}  Fax {fx}\n", ph=(c.tel("land"), "PHONE"), fx=(c.tel("land"), "FAX"))
    n.nl()
    K.hdr(n, c, with_acct=True, with_addr=r.random() < 0.5)
    if r.random() < (0.65 if us else 0.4):
        K.natid_line(n, c)
    if r.random() < 0.5:
        K.plan_line(n, c)
    n.f("Admitted: {a}   Discharged: {b}   LOS {los} days\n", a=c.d(c.arrive), b=c.d(dd), los=s["los"])
    n.f("Attending: {a}\n", a=c.dn(c.att, r.choice(["drfull", "cred", "dr"])))
    if us and r.random() < 0.6:
        pcp = c.person(cred="MD")
        n.f("PCP: {p}, {cl}\n", p=c.dn(pcp, r.choice(["drfull", "cred"])), cl=(c.outside, "HOSPITAL"))
    n.t("\nDIAGNOSES\n")
    dxs = s["injuries"] + r.sample(["acute blood loss anaemia", "AKI (resolved)", "hypokalaemia", "ETOH intoxication",
                                    "ileus", "superficial SSI"], r.randint(0, 2))
    codes = r.random() < 0.5
    K.bullets(n, [d + ((" (%s)" % C2.icd(d)) if codes else "") for d in dxs], mark="num")
    n.t("\nPROCEDURES\n")
    n.f("- {p} ({d})\n", p=s["proc"], d=c.d(c.arrive, r.choice(["md", c.dstyle])))
    if r.random() < 0.4:
        n.f("- relook laparotomy, fascial closure ({d})\n", d=c.d(K.later(c, 2), r.choice(["md", c.dstyle])))
    if r.random() < 0.3:
        n.f("- IR angioembolisation ({d}), {cl}\n", d=c.d(K.later(c, 1), "md"), cl=r.choice(["splenic artery", "internal iliac", "hepatic"]))
    n.t("\nHOSPITAL COURSE\n")
    n.add(c.pn(r.choice(["title", "given", "full", "sur"])))
    n.t(" is a ")
    n.add(c.age_seg(r.choice(["year", "yo", "ysp"])))
    mw = {"GSW": "a gunshot wound", "SW": "a stab wound", "MVC": "a motor vehicle collision", "PVA": "a pedestrian vehicle accident",
          "MCC": "a motorcycle crash", "Fall": "a fall", "Assault": "an assault"}
    n.t(" %s who presented %s" % (c.sexword() if r.random() < 0.4 else ("man" if c.sex == "M" else "woman"),
                                  "after " + mw[s["mech"]] if s["kind"] != "egs" else "with " + s["mech_long"]))
    if r.random() < 0.6:
        K.holiday(n, c)
    n.t(". " + r.choice(["Underwent surgery as above.", "Taken emergently to the OR." if us else "Taken to theatre urgently.",
                         "Admitted under the trauma service." if s["kind"] != "egs" else "Admitted under acute surgery."]) + " ")
    n.t(r.choice(["Post-operative course complicated by ileus, resolved with NGT decompression. ",
                  "Extubated POD 1, transferred to the floor POD 2. ", "Uncomplicated recovery. ",
                  "Developed superficial SSI treated with opening of wound and dressings. "]))
    n.f("On {d} tolerating diet, pain controlled on oral analgesia, mobilising independently.\n",
        d=c.d(K.later(c, s["los"] - 1), r.choice(["md", "mon3", "wk"])))
    n.t("\nDISCHARGE MEDICATIONS\n")
    K.bullets(n, C2.meds_dc(r, c.c), mark=r.choice(["- ", "* ", "num"]))
    if us and r.random() < 0.25:
        n.f("Controlled substance Rx by {p}, DEA {dea}\n", p=c.dn(c.res, "drfull"), dea=(c.res.lic, "LICENSE"))
    if r.random() < 0.4:
        n.f("{x} {ph}\n", x=r.choice(["Scripts sent to", "Rx e-prescribed to", "Preferred pharmacy:"]) if us else
            r.choice(["TTO collected from", "Chronic meds via"]), ph=(c.pharmacy, "HOSPITAL"))
    n.t("\nFOLLOW-UP\n")
    allj = " ".join(s["injuries"] + [s["proc"]]).lower()
    clinics = [("Trauma clinic" if us else "Trauma OPD", c.hosp), ("Wound care", c.outside), ("Surgical OPD", c.hshort)]
    if "fracture" in allj:
        clinics.append(("Orthopaedics" if us else "Ortho OPD", c.hosp))
    if "colostomy" in allj or "hartmann" in allj or "discontinuity" in allj:
        clinics.append(("Stoma nurse", c.hosp))
    for nm, place in r.sample(clinics, min(len(clinics), r.randint(2, 3))):
        fd = K.later(c, s["los"] + r.choice([7, 10, 14, 21, 42]))
        n.f("- {nm}, {pl}: {d} at {t}", nm=nm, pl=(place, "HOSPITAL"), d=c.d(fd, r.choice([c.dstyle, "wk", "wklong", "med"])),
            t=K.daytime(r))
        if r.random() < 0.5:
            n.f(", tel {ph}", ph=(c.tel("land"), "PHONE"))
        n.nl()
    if not us:
        n.add(r.choice(["Sick note given for 4/52.\n", "J88 completed for SAPS.\n", "RAF forms completed and given to patient.\n",
                        "TTO: 5/7 supply, then local clinic.\n",
                        [("RAF claim no. ", None), ("RAF/%02d/%s" % (c.arrive.year % 100, H.digits(r, 6)), "IDNUM"),
                         (" - medical report completed.\n", None)]]))
    n.t("\nReturn to ED/EC for fever >38.5, vomiting, wound discharge, worsening pain or shortness of breath.\n")
    if r.random() < 0.45:
        n.f("Patient portal: {u}\n", u=(r.choice(["https://portal.example.org/", "www.example.com/mychart/", "https://myhealth.example.net/",
                                                 "patients.hospital.test/"]) + c.hshort.lower().replace(" ", "").replace(".", "").replace("'", ""), "URL"))
    if r.random() < 0.5:
        f = c.fam[r.randrange(3)]
        n.f("Discharged home with {rel} {fn}.\n", rel=f.rel, fn=c.fn(f, r.choice(["full", "given"])))
    elif r.random() < 0.4:
        n.f("Discharged to {fac}.\n", fac=(c.outside2, "HOSPITAL"))
    K.sign(n, c, r.choice([c.res, c.pa, c.att]), date=dd)
    if r.random() < 0.3:
        n.f("Copy to: {cl} (fax {fx})\n", cl=(c.outside, "HOSPITAL"), fx=(c.tel("land"), "FAX"))
    K.audit(n, c, p=0.3)


def social_work(n, c, s):
    r = c.rng
    us = c.us
    d0 = K.later(c, r.randint(1, 4))
    n.t(r.choice(["SOCIAL WORK NOTE - VIOLENCE INTERVENTION\n", "Hospital-based Violence Intervention Program: Initial Assessment\n",
                  "Psychosocial assessment (VIP)\n", "SW progress note\n"]))
    n.f("Date: {d}   Time: {t}   Location: {w}, bed {b}\n", d=c.d(d0), t=K.daytime(r), w=(c.ward, "HOSPITAL"),
        b=(c.bed, "LOCATION_OTHER"))
    if r.random() < 0.6:
        K.hdr(n, c, r.choice([2, 3, 4]), with_acct=False)
    n.f("Referred by: {d} ({why})\n\n", d=c.dn(c.res, r.choice(["dr", "drfull", "initsur"])),
        why=r.choice(["penetrating injury, age <25", "violent injury - VIP criteria", "safety concerns", "repeat injury"]))
    n.add(c.pn(r.choice(["given", "full", "title"])))
    n.t(" is a ")
    n.add(c.age_seg(r.choice(["year", "yo", "word", "ysp"])))
    n.t(" %s admitted after a %s. " % ("male" if c.sex == "M" else "female", s["mech"] if s["kind"] != "egs" else "fall"))
    if r.random() < 0.5:
        n.f("Prefers to be called \"{nk}\". ", nk=(c.nick, "PATIENT"))
    n.f("Pt reports the incident happened near {lm} in {ci}", lm=c.lm(),
        ci=(c.place[0], "CITY"))
    if not (r.random() < 0.8 and K.holiday(n, c)):
        n.f(" on {d}", d=c.d(c.arrive, r.choice(["weekday", "wk", "mon3", "md"])))
    n.t(r.choice([", after an argument that started earlier that evening.", "; he/she did not know the assailant(s).",
                  ". Pt states he was 'in the wrong place'.", ". Pt reluctant to discuss details."]).replace(
        "he/she", "he" if c.sex == "M" else "she") + "\n\n")
    n.t("Household / supports: ")
    f0, f1 = c.fam[0], c.fam[1]
    n.f("lives with {rel} {fn}", rel=f0.rel, fn=c.fn(f0, r.choice(["given", "full"])))
    if r.random() < 0.4:
        n.f(" ({a})", a=[(str(f0.age), "AGE"), (" yo", None)])
    n.f(" at {ad}. ", ad=c.addr(r.choice(["line", "short"])))
    n.f("{rel} {fn} ({p}) visits daily", rel=f1.rel.capitalize(), fn=c.fn(f1, r.choice(["given", "full"])),
        p=(f1.prof, "PROFESSION"))
    n.f(" - phone {ph}.\n", ph=(f1.phone, "PHONE"))
    if c.age < 21:
        n.f("Education: grade {g} at {sc}; {x}.\n", g=r.randint(9, 12), sc=(c.school, "ORGANIZATION"),
            x=r.choice(["attendance poor this term", "wants to finish matric" if not us else "wants to graduate", "suspended recently"]))
    else:
        n.f("Work: {p} at {e}; {x}.\n", p=(c.prof, "PROFESSION"), e=(c.employer, "ORGANIZATION"),
            x=r.choice(["worried about losing job", "employer aware", "paid weekly, no sick leave"]))
    if c.migrant:
        n.f("Originally from {ct}; documentation status discussed, referred to legal aid.\n", ct=(c.migrant, "COUNTRY"))
    n.t("\nSafety / risk: " + r.choice(["Retaliation risk assessed as HIGH.", "Pt denies intent to retaliate.",
                                        "Friends have talked about 'handling it' - discussed."]))
    if r.random() < 0.6:
        n.f(" Reports threats received via {app} from account {u}; screenshots kept.", app=r.choice(["Instagram", "WhatsApp group", "Facebook", "TikTok"]),
            u=[("@", None), (c.pt.given.lower()[:4] + r.choice(["_", ".", ""]) + r.choice(["real", "x", "savage", "boss", "1", "07"]) + str(r.randint(1, 99)), "USERNAME")])
    n.nl()
    n.t("PHQ-2: %d. PC-PTSD-5: %d/5. AUDIT-C: %d. " % (r.randint(0, 6), r.randint(0, 5), r.randint(0, 12)))
    n.t(r.choice(["Sleep poor, nightmares.", "Denies SI/HI.", "Tearful during interview."]) + "\n")
    if r.random() < 0.65:
        det = c.person()
        n.f("Police: {ps}, case no. {cn}; investigating officer {ti} {d}", ps=(c.police, "ORGANIZATION"),
            cn=(c.case_no(), "IDNUM"), ti=r.choice(["Det.", "Sgt", "Officer", "W/O", "Const."]), d=(det.surname, "FAMILY"))
        n.f(" ({ph}).\n", ph=(c.tel(), "PHONE"))
    n.t("\nInterventions:\n")
    n.f("- enrolled in {v}; case manager {cm}, {ph}\n", v=(c.vip, "ORGANIZATION"), cm=c.dn(c.sw, "full") if r.random() < 0.3 else
        (c.person().given + " " + c.person().surname, "DOCTOR"), ph=(c.tel(), "PHONE"))
    if r.random() < 0.5:
        n.f("- program info: {u}\n", u=(r.choice(["www.example.org/", "https://example.net/", "safe.example.com/",
                                                 "hope.test/"]) + r.choice(["vip", "intake", "youth", "peace"]), "URL"))
    if us:
        n.f("- crime victims compensation application started, claim #{cl}\n", cl=("CV" + H.digits(r, 7), "IDNUM"))
    else:
        n.f("- victim support room at {ps} referral; {x}\n", ps=(c.police, "ORGANIZATION"),
            x=r.choice(["trauma counselling booked", "SASSA grant application assisted", "referred to victim empowerment centre"]))
    if r.random() < 0.5:
        n.f("- pastor/mentor from {ch} ({p}) to visit\n", ch=(c.church, "ORGANIZATION"), p=(c.person().given, "FAMILY"))
    n.t("- safety plan reviewed; " + r.choice(["transport home arranged", "will stay with relative on discharge",
                                               "pt to avoid area for now"]) + "\n")
    n.f("\n{nm}, {cred}\n", nm=c.dn(c.sw, r.choice(["full", "initsur"])), cred=c.sw.cred)
    n.f("{em} | {ph}\n", em=(c.sw.email, "EMAIL"), ph=(c.tel("land"), "PHONE"))
    K.audit(n, c, c.sw, p=0.3)
