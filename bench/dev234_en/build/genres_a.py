"""Genres: assessment letter, donor referral log, living-donor work-up, post-transplant clinic."""
import datetime as dt

import case as K
import clinical as C

DAY = dt.timedelta(days=1)


def _fam(k, R, rel_pref=None):
    for f in k.fam:
        if rel_pref is None or f.rel in rel_pref:
            return f
    return k.fam[0]


def _fam_ref(W, R, k, f, cap=False):
    p = K.pronoun(k)[1]
    if cap:
        p = p.capitalize()
    style = R.choice(["given", "full", "full", "titlefull"]) if f.rel != "friend" else R.choice(["full", "given"])
    return [p + " " + f.rel + " ", f.n(style, R)]


# ---------------------------------------------------------------------------
def assessment_letter(W, R, k, d):
    he, his, him = K.pronoun(k)
    K.letterhead(d, W, R, k)
    d.nl()
    ldate = k.visit + DAY * R.randint(0, 9)
    d.line("Date: {d1}" if R.random() < 0.6 else "{d1}", d1=W.date(ldate, R.choice(["long", "num"])))
    if R.random() < 0.5:
        d.line("Our ref: {m}", m=k.mrn)
    d.nl()
    gp = k.gp
    if k.uk:
        d.line("{n}", n=K.dr(gp, R, R.choice(["full", "iname"])))
        d.line("{p}", p=k.gp_practice)
        d.add(W.address(oneline=False, county=False)[0], "\n\n")
        d.line("Dear {n},", n=K.dr(gp, R, "last") if R.random() < 0.75 else "Colleague")
        d.nl()
        d.line("Re: {n}, DOB {dob}", n=k.pt.n(R.choice(["titlefull", "LASTfirst", "titlefull"]), R), dob=W.date(k.dob))
        d.line("NHS No: {nhs}   Hospital No: {m}", nhs=k.nhs, m=k.mrn)
        d.add(k.addr, "\n")
        d.line("Seen in: {o} Transplant Assessment Clinic, {v}", o=k.organ.capitalize() if k.organ != "SPK" else "Kidney-Pancreas",
               v=W.date(k.visit, "long"))
    else:
        d.line("{t}", t=R.choice(["TRANSPLANT EVALUATION - CONSULT LETTER", "Kidney Transplant Evaluation",
                                  "Pre-Transplant Evaluation Letter", "Referral Response - Transplant Candidacy"]))
        d.line("Referring physician: {n}, {p}", n=K.dr(gp, R, "full"), p=k.gp_practice)
        d.line("Patient: {n}   DOB: {dob}   MRN: {m}", n=k.pt.n(R.choice(["full", "LASTFIRST", "fullmid"]), R),
               dob=W.date(k.dob), m=k.mrn)
        if R.random() < 0.7:
            d.line("Insurance: {i}  Member ID {hp}  Group {g}", i=W.insurer(), hp=W.healthplan(), g=W.group_no())
        d.line("Date of evaluation: {v}", v=W.date(k.visit))
        d.nl()
        d.line("Dear {n}:", n=K.dr(gp, R, "last") if R.random() < 0.8 else "Colleague")
    d.nl()
    d.line("Diagnosis:")
    d.line("1. ESKD secondary to {a}".format(a=k.aet) if k.organ in ("kidney", "SPK") else "1. " + k.aet)
    com = C.sentences(R, C.COMORBID, R.randint(2, 5))
    for i, c in enumerate(com):
        d.line("%d. %s" % (i + 2, C.uk_spell(c, k.uk)))
    if k.organ in ("kidney", "SPK"):
        d.f("{n}. On {m} since ", n=str(len(com) + 2), m=R.choice(["haemodialysis" if k.uk else "hemodialysis", "PD", "HD (MWF)"]))
        d.add(W.date(k.visit - DAY * R.randint(100, 2500), R.choice(["my", "my", "y"])), "\n")
    d.nl()
    intro = R.choice(["Thank you for referring", "Many thanks for asking me to see", "I had the pleasure of seeing",
                      "I reviewed"])
    d.f("{i} {n}, a ", i=intro, n=K.pt_name(k, R, ["title", "titlefull", "full"]))
    d.add(W.age(k.age, R.choice(["-year-old", "-year-old", "words"]) if k.age < 100 else "-year-old"))
    said_prof = R.random() < 0.7
    if said_prof:
        pre = R.choice(["", "retired ", "former ", ""])
        d.add(" " + pre, k.prof)
    d.f(" from {c}, in the transplant assessment clinic at {h} on {v}. ", c=(k.city, "CITY"), h=k.centre,
        v=W.date(k.visit, R.choice(["long", "num", "wd"])))
    if R.random() < 0.7:
        f = k.fam[0]
        d.f("{He} attended with {fam}. ", He=he.capitalize(), fam=_fam_ref(W, R, k, f))
    d.line()
    d.nl()
    d.f("{He} {hist} ", He=he.capitalize(), hist=C.uk_spell(R.choice(C.HISTORY[k.organ]), k.uk))
    r = R.random()
    if r < 0.45:
        d.f("{He} was born in {co} and moved here in {y}. ", He=he.capitalize(), co=W.country(nation=True),
            y=W.date(k.dob + DAY * 365 * R.randint(5, max(6, k.age - 2)), "y"))
    elif r < 0.7:
        d.f("Travel: visited {co} in {m}; strongyloides serology sent. ", co=W.country(),
            m=W.date(k.visit - DAY * R.randint(30, 300), R.choice(["my", "mon"])))
    if R.random() < 0.75:
        if said_prof:
            d.f("{He} {v} {e}", He=he.capitalize(), v=R.choice(["works for", "is employed by", "worked for"]), e=k.employer)
        else:
            d.f("{He} works as {a} {p} for {e}", He=he.capitalize(), a=K.article(k.prof[0]), p=k.prof, e=k.employer)
        d.add(R.choice([" and hopes to return after transplant. ", ", currently off sick. ", " part-time. "]))
    sm = R.choice(["Non-smoker, alcohol within limits. ", "Ex-smoker (20 pack-years), quit ",
                   "Drinks 4-6 units/week, never smoked. ", "No recreational drugs. "])
    d.add(C.typo(R, sm))
    if sm.endswith("quit "):
        d.add(W.date(k.visit - DAY * R.randint(200, 4000), R.choice(["y", "y", "my"])), ". ")
    d.nl(2)
    d.line("On examination: " + C.vitals(R, k.uk) + ". " + R.choice(C.EPONYM_SENT))
    d.line("Investigations: " + "; ".join(C.sentences(R, C.SCORES[k.organ], 2)) + ". " +
           " ".join(C.sentences(R, C.ABBREV_SENT, 2)))
    d.nl()
    d.add(C.uk_spell(R.choice([
        "We discussed the risks and benefits of transplantation in detail, including delayed graft function, rejection, "
        "infection, PTLD and skin cancer, and the need for lifelong immunosuppression. ",
        "I explained the waiting list process, the likely wait for blood group {abo}, and the option of accepting "
        "higher-risk (e.g. HCV NAT+ or KDPI >85%) organs. ".replace("{abo}", R.choice(["O", "B", "A", "AB"])),
        "We talked through the operation, the expected length of stay (7-10 days) and the intensive follow-up "
        "afterwards, twice weekly for the first month. "]), k.uk))
    if R.random() < 0.65 and k.organ in ("kidney", "SPK", "liver"):
        f = _fam(k, R, ("brother", "sister", "son", "daughter", "wife", "husband", "partner", "friend", "cousin"))
        d.f("{fam} has come forward as a potential living donor", fam=_fam_ref(W, R, k, f, cap=True))
        if R.random() < 0.6:
            d.f(" (aged {a})", a=("%d" % R.randint(21, 68), "AGE"))
        d.f(" and will be contacted by our living donor coordinator, {c}, on {t}.", c=K.signed(k.coord, R, "full"),
            t=W.phone())
    d.nl(2)
    d.line("Plan:")
    items = ["Complete work-up: " + R.choice(["CPET", "dobutamine stress echo", "CT abdo/pelvis (calcification)",
                                               "coronary angiogram", "dental review", "cervical smear"]),
             "Blood group and HLA typing; HLA antibody screen"]
    for it in items:
        d.line("- " + it)
    d.f("- For discussion at the listing meeting on {m}\n", m=W.date(k.visit + DAY * R.randint(5, 30), R.choice(["wd", "long", "num"])))
    if R.random() < 0.5:
        d.f("- Review in clinic in {w} weeks ({dd})\n", w=str(R.choice([3, 4, 6, 8, 12])),
            dd=W.date(k.visit + DAY * R.randint(21, 90), "md"))
    d.nl()
    K.signature(d, W, R, k, k.cons, K.role_line(k.cons, k, R))
    d.nl()
    K.typist(d, W, R, k)
    d.f("cc: {n}", n=k.pt.n(R.choice(["titlefull", "full"]), R))
    if R.random() < 0.5:
        d.add(", ", k.addr)
    d.nl()
    if R.random() < 0.6:
        other = K.staff(W, R, k, "nephro")
        d.line("cc: {n}, {h}", n=K.dr(other, R, "full"), h=W.hospital())


# ---------------------------------------------------------------------------
def donor_referral(W, R, k, d):
    he, his, him = K.pronoun(k)
    uk = k.uk
    day = k.visit
    d.line(R.choice(["POTENTIAL DONOR REFERRAL - COORDINATOR LOG", "Donor Referral Record", "SNOD Referral & Case Log",
                     "OPO Referral / Case Notes", "DONOR CASE LOG"]))
    if uk:
        d.line("ODT donor no: {o}    Referral ID: {r}", o=W.idnum("odt"), r=W.idnum("referral"))
    else:
        d.line("OPO: {o}    Referral #: {r}", o=W.opo(), r=W.idnum("referral"))
        d.line("UNOS Donor ID: {u}", u=W.idnum("unos"))
    ref_h = W.hospital()
    d.line("Referring hospital: {h}, {u}, bed {b}", h=ref_h,
           u=R.choice(["ICU", "Critical Care", "Neuro ICU", "ED Resus", "CCU", "MICU"]), b=W.bed())
    rc = K.staff(W, R, k, "rn")
    d.line("Referred by: {n}, {ph}", n=K.signed(rc, R, "full"), ph=W.phone())
    d.nl()
    d.line("DONOR")
    d.line("Name: {n}   Age: {a}   Sex: {s}", n=k.pt.n(R.choice(["LASTFIRST", "lastfirst"]), R),
           a=("%d" % k.age, "AGE"), s=k.pt.sex)
    if not uk and R.random() < 0.45:
        d.line("DOB: {dob}   Hosp MRN: {m}   SSN: {s}", dob=W.date(k.dob), m=k.mrn, s=W.ssn())
    else:
        d.line("DOB: {dob}   Hosp MRN: {m}", dob=W.date(k.dob), m=k.mrn)
    d.line("ABO: {abo}   Ht {ht} cm  Wt {wt} kg", abo=R.choice(["O+", "O pos", "A+", "A-", "B+", "AB+", "O neg"]),
           ht=str(R.randint(150, 195)), wt=str(R.randint(48, 125)))
    cod = R.choice(["ICH", "SAH (Fisher grade 4)", "HBI post cardiac arrest (VF, downtime ~25 min)", "TBI - fall from height",
                    "TBI - RTC", "anoxia - hanging", "ischaemic stroke (MCA)", "hypoxic injury - drug overdose"])
    d.line("Cause of death: " + C.uk_spell(cod, uk))
    d.line("Pathway: " + R.choice(["DBD", "DCD (Maastricht category III)", "DCD - Maastricht III", "DBD, BSDT planned"]))
    if k.age < 18:
        d.f("School: {p}   Residence: ", p=W.org())
    else:
        d.f("Occupation: {p}   Residence: ", p=W.profession())
    d.add(W.city_state()[0], "\n")
    if R.random() < 0.5:
        d.f("Travel: returned from {co} ", co=W.country())
        d.add(R.choice(["3 weeks ago", "in ", "last month"]))
        if d.buf[-1] == "in ":
            d.add(W.date(day - DAY * R.randint(20, 200), "mon"))
        d.nl()
    d.nl()
    d.line("LOG")
    t = [R.randint(0, 22), R.randint(0, 59)]

    def tick(mins):
        t[1] += mins
        while t[1] >= 60:
            t[1] -= 60
            t[0] += 1
        if t[0] >= 24:
            t[0] -= 24
            return True
        return False

    def stamp(newday=False, first=False):
        hhmm = "%02d:%02d" % (t[0], t[1]) if R.random() < 0.7 else "%02d%02d" % (t[0], t[1])
        if first or newday:
            d.add(W.date(day, R.choice(["num", "num", "dmy"])), " " + hhmm + "  ")
        else:
            d.add(hhmm + "  ")

    stamp(first=True)
    d.f("Referral received from {n} ({h}). GCS 3, fixed pupils, on norad {x} mcg/kg/min.\n", n=K.dr(rc, R, "last") if R.random() < 0.3 else rc.n("full", R),
        h=(W.acronym(ref_h[0]), "HOSPITAL") if R.random() < 0.3 else ref_h, x="%.2f" % R.uniform(0.05, 0.4))
    events = []
    snod = K.staff(W, R, k, "coord")
    fam = k.fam
    consent = R.random() < 0.78
    events.append(lambda: d.f("Registry check: {reg}.\n", reg=[("registered on ODR (opt-in) " if uk else R.choice(["state registry: registered donor since ", "donor registry: enrolled "])),
                                                               W.date(k.dob + DAY * 365 * max(18, k.age - R.randint(1, 15)), R.choice(["y", "my", "num"]))]
                                                              if R.random() < 0.7 else R.choice(["not registered", "opt-out not recorded"])))
    if not uk and R.random() < 0.5:
        events.append(lambda: d.f("Donor designation on driver's license #{dl} confirmed with DMV.\n", dl=W.driving(k.pt.family)))
    events.append(lambda: d.f("On site. Met {n} (bedside RN) and {dr_}. Chart review: {lab}.\n", n=K.staff(W, R, k, "rn").n("given", R),
                              dr_=K.dr(K.staff(W, R, k, "resident"), R, "last"),
                              lab=R.choice(["Na 154, Cr 1.1, lactate 2.3", "Na 149, urea 7.2, ALT 88", "Hb 9.8, plt 131, INR 1.3",
                                            "PaO2/FiO2 310 on PEEP 8", "UO 450 mL/h - DI, DDAVP given"])))

    def famev():
        f1 = fam[0]
        d.f("Family meeting with {his} {r1} {n1}", his=his, r1=f1.rel, n1=f1.n(R.choice(["full", "given", "titlefull"]), R))
        if len(fam) > 1:
            d.f(" and {r2} {n2}", r2=fam[1].rel, n2=fam[1].n(R.choice(["full", "given"]), R))
        d.f(" ({ph}). Approach led by {s} with {c}. ", ph=W.phone(), s=K.signed(snod, R, "full"), c=K.dr(k.cons, R, "last"))
        if consent:
            d.add(R.choice(["Consent for all organs and tissues.", "Consent given; no corneas.",
                            "Family supportive; authorisation signed." if uk else "Family supportive; authorization signed.",
                            "Deemed consent discussed; family did not object." if uk else "First-person authorization honored; family supportive."]) + "\n")
        else:
            d.add(R.choice(["Family declined - wish to keep him/her whole.", "Family declined; religious reasons.",
                            "Family need time; will revisit at 0800."]).replace("him/her", him) + "\n")
    events.append(famev)
    if R.random() < 0.6:
        events.append(lambda: d.f("{me} notified, case # {c}; {dr_} - no objection to donation.\n",
                                  me="Coroner" if uk else "Medical Examiner", c=W.idnum("case"),
                                  dr_=K.dr(K.staff(W, R, k, "path"), R, R.choice(["last", "full"]))))
    events.append(lambda: d.f("Bloods for serology + HLA sent, specimen {s}. Results: {res}.\n", s=W.idnum("specimen"),
                              res=R.choice(["HIV/HBsAg/HCV Ab neg, CMV IgG pos", "all neg, HBcAb pos", "HCV NAT pos, Ab pos",
                                            "CMV neg, EBV pos, toxo neg"])))
    if consent:
        events.append(lambda: d.f("Offers made via match run {mr}: {org} accepted by {h}. {org2} declined x4 (donor age, AKI).\n",
                              mr=W.idnum("mr"), org=R.choice(["L kidney", "liver", "both kidneys"]),
                              h=W.hospital(centre=True), org2=R.choice(["lungs", "pancreas", "heart"])))
    if R.random() < 0.25:
        events.append(lambda: d.f("Note: donor has ICD in situ (SN {sn}) - cardiology to deactivate before theatre.\n", sn=W.device()))
    if consent:
        events.append(lambda: d.f("Theatre booked for {dd} {tm}. Retrieval team from {h} en route.\n",
                              dd=W.date(day + DAY, R.choice(["md", "num", "wday"])), tm="%02d:%02d" % (R.randint(0, 23), R.choice([0, 15, 30, 45])),
                              h=W.hospital(centre=True)))
    newday = False
    for i, ev in enumerate(events):
        if tick(R.randint(12, 190)):
            day = day + DAY
            newday = True
        stamp(newday=newday)
        newday = False
        ev()
    tick(R.randint(30, 240))
    stamp()
    if consent:
        d.add(R.choice(["WLST 22:10, asystole 22:31, 5 min stand-off, KSR.", "X-clamp 03:17. Organs out, packed, labels checked x2.",
                        "BSDT set 1 complete; set 2 at 14:00.", "Cross-clamp 04:52, warm ischaemia n/a (DBD)."]) + "\n")
    else:
        d.add("Case closed - no donation. Referring unit and ME/coroner informed.\n")
    d.nl()
    d.f("Entered by: {u} ({n})\n", u=W.username(snod), n=K.signed(snod, R, "full"))
    if R.random() < 0.4:
        d.f("On-call manager: {n}, {ph}\n", n=K.staff(W, R, k, "coord").n("full", R), ph=W.phone())


# ---------------------------------------------------------------------------
def living_donor(W, R, k, d):
    he, his, him = K.pronoun(k)
    uk = k.uk
    d.line(R.choice(["LIVING DONOR EVALUATION", "Living Kidney Donor Assessment", "Living Donor Work-up - Nurse Clinic",
                     "Living Donor Program: Initial Evaluation", "LDKT donor review"]))
    K.header(d, W, R, k, provider=k.coord if not uk else None)
    d.nl()
    directed = R.random() < 0.75
    if directed:
        rec = k.fam[0]
        d.f("Intended recipient: {n} ({r})", n=rec.n(R.choice(["full", "LASTfirst", "titlefull"]), R), r=rec.rel if rec.rel != "friend" else "friend")
        if R.random() < 0.6:
            d.f(", recipient MRN {m}", m=W.mrn())
        d.nl()
    else:
        d.line("Non-directed altruistic donor (NDAD) - " + R.choice(["for UKLKSS", "into paired exchange", "to waiting list"]))
    d.f("Donor: {n}, ", n=k.pt.n(R.choice(["full", "titlefull", "fullmid"]), R))
    d.add(W.age(k.age), ", ")
    d.f("{p}", p=k.prof)
    d.f(" at {e}.\n", e=k.employer)
    r = R.random()
    if r < 0.5:
        d.f("ID verified: {kind} no. {id}\n", kind="driving licence" if uk else "driver's license", id=W.driving(k.pt.family))
    elif r < 0.8:
        d.f("ID verified: passport {id} (issued {co})\n", id=W.passport(), co=W.country())
    if R.random() < 0.45:
        if uk:
            d.f("NI number (for expenses reimbursement): {n}\n", n=W.ssn())
        else:
            d.f("SSN (OPTN living donor registration): {n}\n", n=W.ssn())
    if R.random() < 0.4:
        d.f("Biometric enrolment (fingerprint) ID: {b}\n", b=W.bioid())
    d.nl()
    d.line(R.choice(["Social:", "SOCIAL HISTORY", "Psychosocial"]))
    other = k.fam[-1]
    d.f("Lives in {c} with {fam}. ", c=(k.city, "CITY"), fam=_fam_ref(W, R, k, other))
    d.add(R.choice(["Employer aware and supportive; statutory sick pay only. ", "Self-employed; worried re income during recovery. ",
                    "Will use FMLA leave. ", "Has 6 weeks of paid leave agreed. "]))
    d.add(R.choice(["Never smoked. ", "Vapes daily - advised to stop. ", "Ex-smoker 10 py. "]))
    d.add(R.choice(["Alcohol 6 units/wk.", "Social drinker.", "Teetotal."]) + "\n\n")
    d.line("Medical:")
    pmh = R.choice(["No significant PMH.", "Childhood asthma, resolved.", "Appendicectomy ", "Gestational diabetes x1, OGTT normal since.",
                    "Kidney stone (single episode).", "Mild depression, off treatment."])
    d.add(C.uk_spell(pmh, uk))
    if pmh.endswith(" "):
        d.add(W.date(k.dob + DAY * 365 * R.randint(8, max(9, k.age - 1)), "y"), ".")
    d.nl()
    d.line("BMI %.1f. Office BP %d/%d; ABPM daytime mean %d/%d." % (R.uniform(20, 33), R.randint(108, 142), R.randint(64, 90),
                                                                   R.randint(112, 134), R.randint(68, 84)))
    d.line(R.choice(["Iohexol mGFR %d mL/min/1.73m2 (age-adjusted threshold met)." % R.randint(72, 128),
                     "51Cr-EDTA GFR %d mL/min/1.73m2." % R.randint(70, 120),
                     "Measured CrCl %d mL/min (24h urine, collection adequate)." % R.randint(80, 140)]))
    d.line("DMSA split function L %d%% / R %d%%." % ((lambda x: (x, 100 - x))(R.randint(44, 56))))
    d.line("CT angiogram: " + R.choice(["single artery/vein both sides; L kidney preferred.", "2 arteries on R, single on L - L for donation.",
                                        "early bifurcation of L renal artery (1.2 cm).", "small 4 mm non-obstructing calculus R lower pole."]))
    d.line("Urine dip: " + R.choice(["NAD", "trace blood - repeat x2 negative", "no protein; ACR 0.8 mg/mmol"]))
    d.line("Virology: " + R.choice(["HIV, HBsAg, HBcAb, HCV, HTLV, syphilis negative; CMV IgG pos; EBV IgG pos.",
                                    "all negative; CMV IgG neg.", "HBcAb positive, HBsAb 340 - discussed with hepatology."]))
    if k.age > 50:
        d.line("Cardiology: " + R.choice(["exercise ECG negative to 10 METs", "ECHO normal, LVEF 60%", "CTCA CAC score 0"]))
    d.nl()
    psych = K.staff(W, R, k, "psych")
    d.f("Psychosocial assessment with {n} on {dd}: ", n=K.dr(psych, R, "full"), dd=W.date(k.visit - DAY * R.randint(3, 40), R.choice(["num", "md"])))
    d.add(R.choice(["no coercion identified; motivation altruistic.", "appropriate understanding; good support.",
                    "some ambivalence; second appointment offered."]) + "\n")
    if uk:
        ia = K.staff(W, R, k, "nephro")
        d.f("Independent Assessor (HTA) interview with {n} booked {dd}.\n", n=ia.n(R.choice(["full", "iname"]), R),
            dd=W.date(k.visit + DAY * R.randint(7, 40), R.choice(["wd", "long"])))
    else:
        ia = K.staff(W, R, k, "sw")
        d.f("Independent Living Donor Advocate: {n}, {ph}\n", n=K.signed(ia, R, "full"), ph=W.phone())
    d.nl()
    d.line("Plan:")
    for it in C.sentences(R, ["Repeat ABPM in 3 months", "Nephrology review of haematuria", "Surgical consult",
                              "Crossmatch when recipient work-up complete", "Discuss at living donor MDT",
                              "Provide travel/expenses claim form", "Dietitian re weight loss to BMI <30"], 3):
        d.line("- " + C.uk_spell(it, uk))
    if R.random() < 0.5:
        d.f("- Travel reimbursement: vehicle reg {v}, mileage form sent\n", v=W.vehicle())
    d.f("- Next appointment {dd}\n", dd=W.date(k.visit + DAY * R.randint(14, 60), R.choice(["num", "wd", "long"])))
    d.nl()
    d.f("{n}\n", n=K.signed(k.coord, R))
    d.f("Living Donor Coordinator  {t}\n", t=W.phone())
    if R.random() < 0.5:
        d.f("{e}\n", e=W.email(k.coord))


# ---------------------------------------------------------------------------
def post_tx_clinic(W, R, k, d):
    he, his, him = K.pronoun(k)
    uk = k.uk
    d.line(R.choice(["Post-Transplant Clinic Note", "TRANSPLANT FOLLOW-UP", "Renal Transplant Clinic" if k.organ == "kidney" else "Transplant Clinic",
                     "Post Tx Review", "Outpatient Transplant Visit"]))
    K.header(d, W, R, k, provider=k.cons)
    d.nl()
    dd = (k.visit - k.txdate).days
    d.f("Transplant: {t} on {tx}", t=k.txtype, tx=W.date(k.txdate, R.choice(["num", "long", "dmy"])))
    if R.random() < 0.4:
        d.f(" at {h}", h=W.hospital(centre=True))
    d.add(" (%s)\n" % (("day %d" % dd) if dd < 90 else ("%d months post" % (dd // 30)) if dd < 730 else ("%d years post" % (dd // 365))))
    dk = C.donor_kind(R, k.txtype)
    d.f("Donor: {a}", a=W.age(R.randint(21, 66) if dk.startswith("living") else R.randint(4, 78), R.choice(["-year-old", "yo", "sexletter"])))
    d.add(" " + dk + ", " + (R.choice(["CIT 2h 10m", "CIT 3h"]) if dk.startswith("living") else
                             R.choice(["CIT 11h", "CIT 16 h 40 min", "WIT 14 min, CIT 9h", "CIT 7h 25m"])) + "\n")
    d.line("Induction: " + R.choice(["basiliximab", "ATG (Thymoglobulin) 4.5 mg/kg total", "alemtuzumab 30 mg", "basiliximab x2 + IV methylpred"]))
    d.line("Indication: " + k.aet)
    d.nl()
    d.line(R.choice(["Interval history:", "S:", "HPI:", "Since last visit:"]))
    hist = C.uk_spell(R.choice([
        "Feels well. No fevers, dysuria or graft tenderness. Appetite good.",
        "Two episodes of loose stool last week, now settled. Fine tremor on higher tac doses.",
        "Mild ankle swelling. Home BP 130s/80s. No SOB.",
        "Reports missing two evening doses while away - counselled.",
        "Cough for 5 days, no fever. Flu swab negative at GP.",
        "Tired; Hb low on last bloods. Sleeping poorly on prednisolone.",
        "Had a fall at home, no head injury. Back to usual mobility."]), uk)
    d.add(C.typo(R, hist))
    if R.random() < 0.5:
        f = k.fam[0]
        d.f(" Attends with {fam}.", fam=_fam_ref(W, R, k, f))
    if R.random() < 0.3:
        d.f(" Went to {co} over {h} - no issues.", co=W.country(), h=W.holiday())
    if R.random() < 0.35:
        d.f(" Back at work as a {p}.", p=k.prof)
    d.nl(2)
    K.meds_block(d, R, k)
    d.nl()
    K.tac_table(d, W, R, k)
    d.nl()
    d.line(R.choice(["Labs:", "LAB PANEL", "Results (cumulative):", "Bloods"]))
    K.lab_table(d, W, R, k, with_tac=R.random() < 0.4)
    d.line(C.viral(R) + "; " + C.viral(R) + ".")
    if R.random() < 0.5:
        d.line(R.choice(C.ABBREV_SENT))
    d.nl()
    d.line("Exam: " + C.vitals(R, uk) + ". " + R.choice(C.GRAFT_EXAM[k.organ]) + R.choice(["", " Mild tremor.", " No oedema."]))
    d.nl()
    d.line(R.choice(["Assessment/Plan:", "Impression & plan:", "A/P:", "Plan"]))
    for i, p in enumerate(C.plan(R, R.randint(3, 5), uk)):
        d.line("%d. %s" % (i + 1, p))
    d.f("{n}. Next clinic {dd}, bloods {bd} at {loc}.\n", n=str(i + 2), dd=W.date(k.visit + DAY * R.randint(7, 90), R.choice(["num", "md", "wd"])),
        bd=W.date(k.visit + DAY * R.randint(3, 6), "md"), loc=k.gp_practice if R.random() < 0.5 else W.hospital())
    d.nl()
    d.f("{n}", n=K.signed(k.cons, R, R.choice(["full", "fullmid"])) if not k.cons.role_title else K.dr(k.cons, R, "full"))
    d.f(" - {role}\n", role=K.role_line(k.cons, k, R))
    if R.random() < 0.5:
        d.f("Electronically signed {dd} {tm}\n", dd=W.date(k.visit, "num"), tm="%02d:%02d" % (R.randint(8, 19), R.randint(0, 59)))
    if R.random() < 0.5:
        d.f("cc: {g} ({p})\n", g=K.dr(k.gp, R, R.choice(["full", "iname"])), p=k.gp_practice)
