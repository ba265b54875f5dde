"""Community and district nursing visits, care home reviews and home visits."""
import fmt
import clin
from blocks import (D, off, A, PH, aP, exam2, extras, tpair, H, ORG, tm, maybe, pick, dr, hist, sx_lines, obs, addr, inst_addr, id_pairs,
                    sig, audit, team_contact, social, medlist, goals, device_line, vehicle_line, bio_line)
from doc import P

VISIT_REASON = ["syringe driver check", "wound care", "catheter care", "pressure area review", "end-of-life care review",
                "insulin administration", "bowel care", "leg ulcer dressing", "just-in-case medicines check",
                "new patient assessment", "bloods (U&E)", "B12 injection", "symptom review"]


# ===========================================================================
# Community / district nursing
# ===========================================================================
def cn_record(d, c):
    R, loc = c.R, c.loc
    d.w("{t}\n", t=pick(c, {"IE": ["Public Health Nurse Visit", "Community Nursing - Visit Note", "PHN HOME VISIT"],
                            "CA": ["Home Care Nursing Visit", "Community Nursing - Visit Note", "HOME VISIT - COMMUNITY NURSING"],
                            "US": ["Home Nursing Visit", "Community Nursing - Visit Note"],
                            "AU": ["Community Nursing Visit", "HOME VISIT - COMMUNITY NURSING", "District Nursing Visit"],
                            "NZ": ["District Nursing Visit", "Community Nursing - Visit Note"],
                            "UK": ["DISTRICT NURSING VISIT RECORD", "District Nurse Contact", "Community Nursing - Visit Note"]}[loc]))
    d.w("{team}  ", team=H(c.nursteam))
    team_contact(d, c)
    d.w("\nPatient: {n}   DOB: {dob}   Age: {age}\n", n=c.pt.n(pick(c, ["full", "lf", "caps"])))
    for lab, val in id_pairs(c):
        d.w("{l}: {v}   ", l=lab, v=val)
    d.w("\nAddress: ")
    d.add(addr(c))
    if maybe(c, 0.5):
        d.w("\nAccess: {x}", x=pick(c, ["key safe by back door", "ring bell, wife answers", "ground floor, side gate",
                                        ["flat in ", P(pick(c, [c.landmark, c.landmark]), "LOCATION_OTHER"), ", use intercom"]]))
    d.w("\nGP: {p}    Phone: {ph}\n", p=H(c.practice), ph=PH(c.ph_home))
    t1, t2 = tpair(c)
    d.w("\nVisit date: {d}   Time in: {t1}   Time out: {t2}\n", d=D(c, c.d0, pick(c, ["num", "wd", "wdshort"])), t1=t1, t2=t2)
    d.w("Visit type: {v}\n", v=pick(c, VISIT_REASON))
    d.w("Diagnosis: {x}\n\n", x=c["dxs"])
    d.w("Assessment:\n")
    for s in sx_lines(c):
        d.w("- {s}\n", s=s)
    d.w("- Obs: {o}\n", o=obs(c).replace("Obs: ", ""))
    if maybe(c, 0.55):
        d.w("- ")
        device_line(d, c)
    d.w("\nCare given:\n")
    for p in R.sample(clin.PLAN_NURSE, 3):
        d.w("- {p}\n", p=p)
    if maybe(c, 0.5):
        d.w("\nSyringe driver contents (24 h): {x}\n", x=pick(c, [
            "morphine sulfate 10 mg + midazolam 5 mg in water for injection",
            "oxycodone 10 mg + levomepromazine 6.25 mg + midazolam 10 mg",
            "alfentanil 1 mg + midazolam 10 mg + glycopyrronium 600 micrograms",
            "hydromorphone 2 mg + haloperidol 1 mg"]))
    carer = c.nok
    d.w("\nCarer: {rel} {n} present; {x}\n", rel=carer.rel, n=carer.n(pick(c, ["first", "full"])), x=pick(c, [
        "coping but tired.", "feels well supported.", "asked about night sitting service.", "given out-of-hours number again."]))
    if maybe(c, 0.45):
        d.w("Care agency: {a} visiting {f}.\n", a=ORG(c.agency), f=pick(c, ["QDS", "BD", "TDS", "twice daily"]))
    extras(d, c, 0.55)
    d.w("\nPlan: next visit {n} - {x}. ", n=D(c, off(c, R.randint(1, 4)), pick(c, ["num", "wdname", "wdshort", "md"])),
        x=pick(c, VISIT_REASON))
    d.w("Liaise with {dr}{g} re {y}.\n", dr=dr(c) + " ", g=c.gp.n(pick(c, ["last", "full"])),
        y=pick(c, ["pain", "anticipatory medicines", "antibiotics for cellulitis", "catheter change", "DNACPR form"]))
    if maybe(c, 0.25):
        vehicle_line(d, c)
    d.w("\nSigned: {n} {cr}", n=c.nurse.n(pick(c, ["full", "fmi"])), cr=c.nurse.cred)
    lab, val = c.nurse.lic
    d.w(" {l} {v}", l=lab, v=P(val, "LICENSE"))
    if maybe(c, 0.5):
        d.w("   Accompanied by: {n2} (student nurse)", n2=c.nurse2.n(pick(c, ["full", "first"])))
    d.w("\n")
    if maybe(c, 0.4):
        audit(d, c, c.nurse)


def cn_us(d, c):
    R, loc = c.R, c.loc
    d.w("{a}\nSKILLED NURSING VISIT NOTE\n\n", a=H(c.nursteam))
    d.w("Patient: {n}   MRN: {m}   DOB: {dob}\n", n=c.pt.n(pick(c, ["lfmi", "caps"])), m=P(c.mrn, "MRN"))
    d.w("Episode: {e}   SOC date: {s}   Visit date: {v}\n", e=P(c.acct, "ACCOUNT"), s=D(c, off(c, -R.randint(8, 50))),
        v=D(c, c.d0))
    d.w("Payer: {l} {v}\n", l=c.hp[0], v=P(c.hp[1], "HEALTHPLAN"))
    d.w("Address: ")
    d.add(addr(c))
    d.w("\nPhone: {p}\nPhysician: {dr}{n}", p=PH(c.ph_home), dr=dr(c) + " ", n=c.gp.n("full"))
    lab, val = c.gp.lic
    d.w(" ({l} {v})\n", l=lab, v=P(val, "LICENSE"))
    t1, t2 = tpair(c)
    d.w("Time in {a} / time out {b}\n\n", a=t1, b=t2)
    d.w("Homebound status: {x}\n", x=pick(c, ["requires assistance of 1 and walker to leave home; leaving home is a taxing effort",
                                               "bedbound", "unable to leave home without wheelchair and 2-person assist"]))
    d.w("Primary diagnosis: {x}\nSecondary: {y}\n\n", x=c["dxs"], y=", ".join(c.comorb))
    d.w("Subjective: ")
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("{rel} {n} reports {x}.\n", rel=c.nok.rel.capitalize(), n=c.nok.n("first"), x=pick(c, [
        "poor sleep", "more confusion in the evenings", "that the aides are helpful", "difficulty with the med schedule"]))
    d.w("\nObjective: {o}\n", o=obs(c))
    d.w("Pain: {p}/10, location {l}. Skin: {s}.\n", p=str(R.randint(0, 8)), l=pick(c, clin.SITES), s=pick(c, [
        "intact", "stage 2 sacrum 2.0 x 1.5 x 0.1 cm, pink wound bed", "bilateral heels boggy, offloaded", "skin tear L forearm"]))
    d.w("Med review: reconciled with bottles in the home; {x}.\n", x=pick(c, [
        "no discrepancies", "two expired PRN bottles removed with patient consent", "duplicate stool softener stopped"]))
    d.w("\nInterventions:\n")
    for p in R.sample(clin.PLAN_NURSE, 3):
        d.w("- {p}\n", p=p)
    if maybe(c, 0.5):
        d.w("- ")
        device_line(d, c)
    d.w("\nTeaching: {x} - verbalised understanding ({who}).\n", x=pick(c, [
        "signs of infection", "fall precautions", "bowel regimen", "use of the PRN opioid and logging doses"]),
        who=[c.nok.rel, " ", c.nok.n("first")])
    d.w("Coordination: spoke with {n} at {dr}{g}'s office ({ph}) regarding {x}.\n", n=c.typist.n("first"), dr=dr(c) + " ",
        g=c.gp.n("last"), ph=PH(fmt.phone(R, loc, "land") + (fmt.ext(R, loc) if maybe(c, 0.5) else "")),
        x=pick(c, ["new order for wound care", "lab results", "hospice referral", "pain medication refill"]))
    d.w("Next SN visit: {n}\n", n=D(c, off(c, R.randint(2, 7)), pick(c, ["num", "wdshort"])))
    sig(d, c, c.nurse, "esig")
    if maybe(c, 0.3):
        d.w("Visit verified via EVV, device GPS {ip}\n", ip=P(c.ip, "IPADDR"))


def cn_log(d, c):
    R, loc = c.R, c.loc
    d.w("{team} - {t}\n", team=H(c.nursteam), t=pick(c, ["Contact log", "Caseload record - contacts", "Continuation notes"]))
    d.w("Patient: {n} | {i} | DOB {dob} | ", n=c.pt.n(pick(c, ["full", "caps"])), i=id_pairs(c)[0][1])
    d.add(addr(c))
    d.w("\nGP: {dr}{g}, {p} ({ph}) | NOK: {rel} {n} {nph}\n", dr=dr(c) + " ", g=c.gp.n(pick(c, ["full", "last"])), p=H(c.practice),
        ph=PH(fmt.phone(R, loc, "land")), rel=c.nok.rel, n=c.nok.n("full"), nph=PH(c.nok.phone))
    d.w("Dx: {dxs}. {z}.\n", z=c["dnr"])
    d.w("Just-in-case medicines in the home: {x}\n", x=pick(c, [
        ["yes - issued ", D(c, off(c, -R.randint(5, 40))), " by ", H(c.pharmacy)], "not yet prescribed",
        ["yes, checked ", D(c, off(c, -R.randint(1, 10)), pick(c, ["num", "md"]))]]))
    d.w("Access: {x}\n", x=pick(c, ["key safe at front door (code held on system)", "family let in", "back door, dog in kitchen",
                                     ["ground floor flat, ", P(c.landmark, "LOCATION_OTHER")]]))
    d.w("Caseload opened {d} by {n}.\n\n", d=D(c, off(c, -R.randint(20, 120))), n=c.nurse.n("full"))
    n = R.randint(4, 8)
    days = sorted(R.sample(range(-16, 1), n))
    nurses = [c.nurse, c.nurse2, c.np]
    for dd in days:
        dte = off(c, dd)
        nu = R.choice(nurses)
        d.w("{d} {t}  ", d=D(c, dte, pick(c, ["num", "wdshort", "dmon"])), t=tm(c))
        k = R.random()
        if k < 0.25:
            d.w("Visit. {s} {p} ", s=pick(c, sx_lines(c)), p=pick(c, clin.PLAN_NURSE))
        elif k < 0.45:
            f = R.choice([x for x in c.fam if x.alive])
            d.w("Tel call from {rel} {n} ({ph}): {x} ", rel=f.rel, n=f.n(pick(c, ["first", "full", "lower"])), ph=PH(f.phone),
                x=pick(c, ["reports agitation overnight, advised PRN midazolam given by family as trained.",
                           "asking about equipment delivery.", "says pain better today.",
                           "worried about breathing - visit arranged."]))
        elif k < 0.6:
            d.w("Discussed with {dr}{g} ({p}): {x} ", dr=dr(c) + " ", g=c.gp.n(pick(c, ["last", "full"])), p=H(c.practice),
                x=pick(c, ["agrees to increase syringe driver dose.", "will visit tomorrow.", "prescription faxed to pharmacy.",
                           "DNACPR form to be completed at home visit."]))
        elif k < 0.75:
            d.w("Visit. Syringe driver recharged. ")
            device_line(d, c, " ")
        elif k < 0.85:
            d.w("Joint visit with {n} ({r}). {x} ", n=c.ot.n("full"), r="OT", x=pick(c, [
                "Profiling bed and pressure mattress ordered.", "Commode and perching stool supplied.",
                "Rotunda transfer aid trialled."]))
        else:
            d.w("Prescription collected from {ph}. Stock checked. ", ph=H(c.pharmacy))
        d.w("- {n}\n", n=nu.n(pick(c, ["initnd", "full", "firstinit"])))
    d.w("\nPlan: {x}; next visit {f}.\n", x=pick(c, ["daily visits for syringe driver", "visit alternate days",
                                                      "twice-weekly dressings", "weekly review, family to call if concerns"]),
        f=D(c, off(c, R.randint(1, 3)), pick(c, ["num", "wdname", "wdshort"])))
    if maybe(c, 0.4):
        d.w("Handover to out-of-hours team sent {d} via {e}.\n", d=D(c, c.d0), e=P(c.team_email, "EMAIL"))
    if maybe(c, 0.3):
        audit(d, c, c.nurse)


# ===========================================================================
# Care home reviews
# ===========================================================================
def ch_round(d, c):
    R, loc = c.R, c.loc
    titles = {"US": ["Nursing facility visit", "LTC rounds", "Facility visit note"],
              "CA": ["LTC rounds", "Long-term care physician visit", "Resident review"],
              "AU": ["RACF GP review", "Aged care GP review", "Residential care review"],
              "NZ": ["Aged residential care review", "Rest home GP round", "Resident review"],
              "UK": ["Care home ward round", "Care Home Review", "Nursing home review"],
              "IE": ["Nursing home review", "Residential care review", "GP nursing home round"]}[loc]
    d.w("{t} - {ch}\n", t=pick(c, titles), ch=H(c.carehome))
    d.w("Date: {d}   Reviewer: {dr}{n} ({p})\n", d=D(c, c.d0, pick(c, ["num", "long", "wd"])), dr=dr(c) + " ",
        n=c.gp.n(pick(c, ["full", "finit"])), p=H(c.practice))
    d.w("Resident: {n}   Room {r}   DOB {dob} ({age})\n", n=c.pt.n(pick(c, ["full", "fmi", "lf"])), r=P(c.room, "LOCATION_OTHER"))
    for lab, val in id_pairs(c):
        d.w("{l} {v}  ", l=lab, v=val)
    d.w("\nSeen with: {n}, {role}\n\n", n=c.nurse.n(pick(c, ["full", "first"])), role=pick(c, {
        "US": ["charge nurse", "LPN on duty", "unit manager"], "CA": ["charge nurse", "RPN on duty", "DOC"],
        "UK": ["nurse in charge", "senior carer", "deputy manager"], "IE": ["nurse in charge", "CNM1", "staff nurse"],
        "AU": ["RN on duty", "care manager", "clinical lead"], "NZ": ["RN on duty", "clinical manager", "senior caregiver"]}[loc]))
    d.w("Reason for review: {x}\n", x=pick(c, ["monthly review", "staff concerned re reduced intake", "fall overnight",
                                               "post-hospital discharge review", "family request", "agitation", "weight loss"]))
    d.w("Background: {dxl}. Admitted to the home {a}. ", a=D(c, off(c, -R.randint(60, 1500)), pick(c, ["my", "num", "long"])))
    d.w("PMH also includes {x}.\n\n", x=", ".join(c.comorb))
    d.w("Staff report: ")
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\nWeights: {a} kg ({d1}) -> {b} kg ({d2}). MUST {m}.\n", a=str(R.randint(45, 80)), d1=D(c, off(c, -R.randint(28, 90)), pick(c, ["md", "num"])),
        b=str(R.randint(40, 75)), d2=D(c, off(c, -R.randint(0, 6)), pick(c, ["md", "num"])), m=str(R.randint(1, 3)))
    d.w("Exam: {o}. {e}\n\n", o=obs(c), e=pick(c, clin.EXAM))
    d.w("Medication review:\n")
    medlist(d, c, pick(c, ["dash", "table"]))
    d.w("Changes: {x}\n\n", x=pick(c, ["stop atorvastatin and alendronic acid (deprescribing, agreed with family).",
                                        "reduce risperidone - trial withdrawal over 2 weeks.", "start regular paracetamol.",
                                        "no changes.", "start senna 7.5 mg nocte."]))
    goals(d, c)
    f = c.nok
    d.w("\nFamily: {rel} {n} ({ph}) {x}.\n", rel=f.rel, n=f.n("full"), ph=PH(f.phone), x=pick(c, [
        "updated by telephone after the review", "present for the review", "to be called by the nurse in charge",
        "has asked to be called any time day or night"]))
    if maybe(c, 0.3):
        d.w("Visitors: {rel} {n} visits most afternoons from {t}.\n", rel=c.fam[-1].rel, n=c.fam[-1].n("first"), t=P(c.fam[-1].town, "CITY"))
    if maybe(c, 0.25):
        bio_line(d, c)
    extras(d, c, 0.55)
    d.w("\nNext review: {d}.\n", d=D(c, off(c, R.choice([7, 14, 28])), pick(c, ["num", "long"])))
    sig(d, c, c.gp, pick(c, ["line", "block"]))


def ch_us(d, c):
    R, loc = c.R, c.loc
    d.w("{ch}\n", ch=H(c.carehome))
    d.add(inst_addr(c))
    d.w("\n{t}\n\n", t=pick(c, ["PHYSICIAN PROGRESS NOTE - LONG-TERM CARE", "NP Visit Note", "Quarterly Care Review",
                                 "Annual Resident Review"]))
    d.w("Resident: {n}    Rm/Bed: {r}-{b}\n", n=c.pt.n(pick(c, ["caps", "lfmi"])), r=P(c.room, "LOCATION_OTHER"), b=P(c.bed, "LOCATION_OTHER"))
    d.w("DOB: {dob}   Age: {age}   {il}: {m}\n", il="MRN" if loc != "AU" else "UR", m=P(c.mrn, "MRN"))
    d.w("{l}: {v}\n", l=c.hp[0], v=P(c.hp[1], "HEALTHPLAN"))
    d.w("Admission to facility: {a}\nDate of visit: {v}\n", a=D(c, off(c, -R.randint(60, 1800))), v=D(c, c.d0))
    d.w("Provider: {n}, {cr}\n", n=c.np.n("full"), cr=c.np.cred)
    d.w("Attending: {dr}{n}\n\n", dr=dr(c) + " ", n=c.gp.n(pick(c, ["full", "last"])))
    d.w("Chief complaint / reason: {x}\n\n", x=pick(c, ["routine regulatory visit", "nursing reports decline in intake",
                                                         "fall without injury", "family meeting follow-up", "behaviors"]))
    d.w("HPI: {age} {y} {sx} with {dxl}. ", y=pick(c, ["yo", "y/o", "year-old"]), sx=c["sexw"])
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("Per CNA {n}, {x}.\n", n=c.nurse2.n(pick(c, ["first", "full"])), x=pick(c, [
        "eating about 25% of meals", "more resistant to care in the evenings", "sleeping most of the day", "no new skin issues"]))
    d.w("\nVitals: {o}\nExam: {e} {e2}\n\n", o=obs(c), e=exam2(c)[0], e2=exam2(c)[1])
    d.w("Medications reviewed in PCC:\n")
    medlist(d, c, "num")
    extras(d, c, 0.55)
    d.w("\nAssessment/Plan:\n1. {dxs}: {x}\n", x=pick(c, ["hospice referral discussed with family - they agree.",
                                                           "continue comfort-focused care.", ["already on hospice with ", H(c.hospice), "."]]))
    d.w("2. {x}\n", x=pick(c, clin.PLAN_PAL))
    d.w("3. Code status: {z}\n", z=c["dnr"])
    d.w("4. Spoke with {rel} {n} ({ph}), who is {poa}.\n", rel=c.nok.rel, n=c.nok.n("full"), ph=PH(c.nok.phone),
        poa=pick(c, ["POA", "healthcare proxy", "guardian", "the responsible party"]))
    if maybe(c, 0.3):
        d.w("5. ")
        device_line(d, c)
    sig(d, c, c.np, pick(c, ["esig", "block"]))
    if maybe(c, 0.4):
        audit(d, c, c.np, c.gp)


def ch_table(d, c):
    R, loc = c.R, c.loc
    d.w("{ch} - Multidisciplinary Resident Review\n\n", ch=H(c.carehome))
    d.w("Resident name ........ {n}\n", n=c.pt.n(pick(c, ["full", "lf"])))
    d.w("Known as ............. {k}\n", k=c.pt.n("nick") if c.pt.nick else c.pt.n("first"))
    d.w("Date of birth ........ {dob}  (aged {age})\n")
    for lab, val in id_pairs(c, rich=maybe(c, 0.3)):
        d.w("{l} {dots} {v}\n", l=lab, dots="." * max(3, 20 - len(lab)), v=val)
    d.w("Room ................. {r}\n", r=P(c.room, "LOCATION_OTHER"))
    d.w("Review date .......... {d}\n", d=D(c, c.d0, pick(c, ["num", "long"])))
    d.w("Previous address ..... ")
    d.add(addr(c))
    d.w("\nNext of kin .......... {n} ({rel}), {ph}\n", n=c.nok.n("full"), rel=c.nok.rel, ph=PH(c.nok.phone))
    if maybe(c, 0.5):
        d.w("Email ................ {e}\n", e=P(c.nok.email, "EMAIL"))
    d.w("{gl} {dr}{n}, {p}\n\n", gl={"US": "PCP ..................", "CA": "Family physician ....."}.get(loc, "GP ..................."), dr=dr(c) + " ", n=c.gp.n(pick(c, ["full", "last"])), p=H(c.practice))
    d.w("Attendees: {a}; {b}; {cc}; {rel} {n} (by phone).\n\n", a=[c.nurse.n("full"), " (unit manager)"],
        b=[c.pharm.n("full"), " (pharmacist)"], cc=[dr(c) + " ", c.gp.n("last")], rel=c.nok.rel, n=c.nok.n("first"))
    d.w("1. Health: {dxs}. ")
    for s in sx_lines(c)[:2]:
        d.w(s + " ")
    d.w("\n2. Life story: {He} grew up in {ct} and worked as {pr}", ct=pick(c, [P(c.country, "COUNTRY"), P(c.town, "CITY")]),
        pr=aP(c.prof, "PROFESSION"))
    if maybe(c, 0.5):
        d.w(" at {e}", e=ORG(c.employer))
    d.w(". Enjoys {x}.\n", x=pick(c, ["music from the 1950s", "the garden", "visits from the therapy dog", "football on TV",
                                       "church services"]))
    d.w("3. Medicines: reviewed by {n}; {x}.\n", n=c.pharm.n("first"), x=pick(c, [
        "covert administration plan reviewed and still appropriate", "two medicines stopped", "PRN use low", "crushing advice updated"]))
    d.w("4. Mobility / falls: {x}.\n", x=pick(c, ["hoist with two staff", "walks with frame and one staff", "bed-bound", "falls sensor in use"]))
    d.w("5. Nutrition: {x}.\n", x=pick(c, ["fortified diet, weekly weights", "IDDSI level 5 minced and moist", "pleasure feeds only"]))
    d.w("6. Future care: {z}. {x}\n", z=c["dnr"], x=pick(c, ["Wishes to remain in the home at the end of life.",
                                                             "Family would like hospital transfer only for treatable conditions."]))
    if maybe(c, 0.3):
        d.w("7. ")
        device_line(d, c)
    if maybe(c, 0.3):
        d.w("Fingerprint-access medication trolley: resident's nurse sign-off uses ID {b}.\n", b=P(c.bio, "BIOID"))
    d.w("\nNext review due: {d}\nCompleted by: {n}\n", d=D(c, off(c, R.choice([90, 91, 180])), pick(c, ["num", "my"])),
        n=c.nurse.n("full"))


# ===========================================================================
# Home visits
# ===========================================================================
def hv_gp(d, c):
    R, loc = c.R, c.loc
    d.w("{t}\n", t=pick(c, ["Home visit", "HOME VISIT", "GP home visit", "Domiciliary visit"]))
    d.w("{d} {t}  {n}  DOB {dob} ({age})  ", d=D(c, c.d0, pick(c, ["num", "wdshort", "dmon"])), t=tm(c),
        n=c.pt.n(pick(c, ["full", "caps", "lf"])))
    d.w("{i}\n", i=id_pairs(c)[0][1])
    d.w("At: ")
    d.add(addr(c))
    d.w("\nRequested by {who}. ", who=pick(c, [[c.nok.rel, " ", c.nok.n("first")], ["DN ", c.nurse.n("full")], "the patient"]))
    d.w("{x}\n\n", x=pick(c, ["Increasing pain.", "Not eating, more drowsy.", "Fall yesterday.", "Breathless overnight.",
                               "Family concerned - ?end of life.", "Confused and agitated."]))
    d.w("Hx: ")
    for s_ in sx_lines(c):
        d.w(s_ + " ")
    t, kw = hist(c)
    d.w("Known {dxs} - " + t + ".\n", **kw)
    d.w("PMH: {x}\n", x=", ".join(c.comorb))
    d.w("DH: {m}\n", m="; ".join(c.meds[:R.randint(4, len(c.meds))]))
    d.w("SH: ")
    if c.spouse and c.spouse.alive:
        d.w("lives with {rel} {n} ({a})", rel=c.spouse.rel, n=c.spouse.n(pick(c, ["first", "lower"])), a=A(c.spouse.age))
    else:
        d.w("lives alone, {x}", x=pick(c, ["carers QDS", "daughter nearby", "no carers"]))
    d.w(", ex-{p}.\n", p=P(c.prof, "PROFESSION"))
    d.w("O/E: {o}. {e} {e2}\n", o=obs(c), e=exam2(c)[0], e2=exam2(c)[1])
    d.w("Imp: {x}\n", x=pick(c, ["deteriorating, likely last weeks of life", "UTI likely", "opioid-induced constipation",
                                  "poorly controlled pain", "delirium - likely multifactorial", "progression of {}".format(c["dxs"])]))
    d.w("Plan:\n")
    for p in R.sample(clin.PLAN_PAL, 3):
        d.w("- {p}\n", p=p)
    d.w("- Rx sent to {ph}\n", ph=H(c.pharmacy))
    if maybe(c, 0.6):
        d.w("- {z} - form left in the house\n", z=c["dnr"])
    d.w("- DN team ({t}) informed, visiting {d}\n", t=H(c.nursteam), d=D(c, off(c, 1), pick(c, ["wdname", "num"])))
    if maybe(c, 0.5):
        d.w("- Spoke to {rel} {n} ({ph}) after visit\n", rel=c.nok.rel, n=c.nok.n(pick(c, ["first", "lower"])), ph=PH(c.nok.phone))
    if maybe(c, 0.3):
        d.w("- ")
        vehicle_line(d, c)
    d.w("- Safety-netted: {x}\n", x={"UK": "call surgery or 111 out of hours", "IE": "call the surgery or the out-of-hours co-op",
                                     "AU": "call the practice or the after-hours palliative line", "NZ": "call the practice or the hospice 24 h line",
                                     "US": "call the office or the after-hours line", "CA": "call the clinic or the after-hours line"}[loc])
    d.w("{n}\n", n=c.gp.n(pick(c, ["initnd", "full", "finit"])))
    if maybe(c, 0.35):
        audit(d, c, c.gp)


def hv_structured(d, c):
    R, loc = c.R, c.loc
    prov = pick(c, [c.np, c.gp])
    d.w("{p}\n{t}\n\n", p=H(pick(c, [c.practice, c.hosp])), t=pick(c, ["HOME VISIT NOTE", "House Call - Progress Note",
                                                                       "Home-Based Primary Care Visit"] + (
                                                                           ["Nurse Practitioner Home Visit"] if prov is c.np else [])))
    d.w("Patient: {n}\nDOB: {dob}  Age: {age}\n", n=c.pt.n(pick(c, ["lfmi", "full", "caps"])))
    for lab, val in id_pairs(c, rich=True):
        d.w("{l}: {v}\n", l=lab, v=val)
    d.w("Visit location: ")
    d.add(addr(c))
    t1, t2 = tpair(c)
    d.w("\nDate of visit: {d}   Start {a}  End {b}\n", d=D(c, c.d0), a=t1, b=t2)
    d.w("Provider: {n}, {cr}\n", n=prov.n("full"), cr=prov.cred)
    d.w("Others present: {x}\n\n", x=pick(c, [[c.nok.rel, " (", c.nok.n("full"), ")"], ["aide ", c.nurse2.n("full")],
                                                [c.nok.rel, " ", c.nok.n("first"), " and ", c.fam[-1].rel, " ", c.fam[-1].n("first")]]))
    d.w("Subjective:\n")
    for s in sx_lines(c):
        d.w("  * {s}\n", s=s)
    d.w("Home environment: {x}\n", x=pick(c, ["clean, cluttered hallway - trip hazard discussed",
                                               "hospital bed set up in living room", "stairs to bathroom, stairlift installed",
                                               "no smoke alarm - referral to fire service", "pets in the home (two dogs)"]))
    d.w("\nObjective: {o}\n{e} {e2}\n", o=obs(c), e=exam2(c)[0], e2=exam2(c)[1])
    d.w("\nMeds (verified against bottles):\n")
    medlist(d, c, pick(c, ["dash", "inline"]))
    extras(d, c, 0.55)
    d.w("\nA/P:\n")
    d.w("# {dxs} - {x}\n", x=pick(c, ["goals of care reviewed; prefers to stay at home", "referred to hospice",
                                         "symptoms better controlled", "functional decline continues"]))
    for p in R.sample(clin.PLAN_PAL, 2):
        d.w("# {p}\n", p=p)
    if maybe(c, 0.5):
        d.w("# ")
        device_line(d, c)
    if maybe(c, 0.3):
        d.w("# ")
        vehicle_line(d, c)
    d.w("# Follow-up home visit {f}; call {ph} with concerns.\n", f=D(c, c.fu, pick(c, ["num", "long"])),
        ph=PH(fmt.phone(R, loc, "land") + (fmt.ext(R, loc) if maybe(c, 0.5) else "")))
    sig(d, c, prov, pick(c, ["esig", "block", "line"]))


def hv_letter(d, c):
    R, loc = c.R, c.loc
    dept, role = pick(c, [("Department of Medicine for Older People", "Consultant Geriatrician"),
                          ("Community Geriatric Service", "Consultant in Geriatric Medicine"),
                          ("Palliative Care Service", None), ("Frailty Team", "Consultant, Frailty Service")])
    if loc == "US" and role:
        role = "Geriatric Medicine"
    d.w("{h}\n{dept}\n", h=H(c.hosp), dept=dept)
    d.add(inst_addr(c, oneline=False))
    d.w("\n")
    team_contact(d, c, "Secretary")
    d.w("\n{d}\n\nPRIVATE AND CONFIDENTIAL\n{dr}{n}\n{p}\n", d=D(c, off(c, R.randint(1, 5)), "long"), dr=dr(c) + " ",
        n=c.gp.n("full"), p=H(c.practice))
    d.add(inst_addr(c, oneline=False))
    d.w("\n\nDear {dr}{n}\n\n", dr=dr(c) + " ", n=c.gp.n(pick(c, ["last", "full"])))
    d.w("{T} {n} - DOB {dob}", T=c.title, n=c.pt.n(pick(c, ["full", "fmi"])))
    for lab, val in id_pairs(c):
        d.w(" - {l} {v}", l=lab, v=val)
    d.w("\n")
    d.add(addr(c))
    d.w("\n\nI visited {PT} at home on {d}. ", d=D(c, c.d0, pick(c, ["long", "wd"])))
    d.w("{His} {rel} {n} was present and also {n2} from {ag}. ", rel=c.nok.rel, n=c.nok.n(pick(c, ["first", "full"])),
        n2=c.nurse2.n("full"), ag=pick(c, [ORG(c.agency), H(c.nursteam)]))
    t, kw = hist(c)
    d.w("As you know {he} has {dxl}; " + t + ". ", **kw)
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\n\n{He} was {x}. {o}. ", x=pick(c, ["sitting in a riser-recliner chair", "in bed downstairs", "in the kitchen"]), o=obs(c))
    d.w("{e}\n\n", e=pick(c, clin.EXAM))
    if maybe(c, 0.6):
        d.w("{He} was born in {ct}", ct=P(c.country, "COUNTRY"))
        if maybe(c, 0.5):
            d.w(", came here in {y}", y=D(c, off(c, -365 * R.randint(20, 60)), "y"))
        d.w(" and worked as {pr}. ", pr=aP(c.prof, "PROFESSION"))
    if c.spouse and not c.spouse.alive:
        d.w("{His} {rel} {n} died {w}. ", rel=c.spouse.rel, n=c.spouse.n("first"), w=pick(c, [
            ["in ", D(c, off(c, -R.randint(200, 4000)), "y")], ["at the age of ", A(max(50, c.spouse.age - R.randint(1, 10)))]]))
    extras(d, c, 0.55)
    d.w("\n\nMy impression is {x}. I have suggested:\n", x=pick(c, [
        "of a gradual decline consistent with the underlying illness", "that {he} is now in the last weeks of life",
        "of a reversible delirium on the background of frailty"]).replace("{he}", "she" if c.fem else "he"))
    for i, p in enumerate(R.sample(clin.PLAN_PAL, 3), 1):
        d.w("{i}) {p}\n", i=str(i), p=p)
    d.w("\n{z}. ", z=c["dnr"])
    d.w("I will see {him} again on {f}.\n", f=D(c, c.fu, pick(c, ["long", "num", "wd"])))
    if maybe(c, 0.4):
        vehicle_line(d, c)
    sig(d, c, c.doc, "letter", role=role)
    d.w("\nCopy: {T} {n} and {rel} {f}\n", T=c.title, n=c.pt.n("last"), rel=c.nok.rel, f=c.nok.n(pick(c, ["full", "first"])))
    if maybe(c, 0.5):
        d.w("{a}/{b} D: {d1} T: {d2}\n", a=c.doc.n("initnd"), b=c.typist.n("initlow"), d1=D(c, c.d0), d2=D(c, off(c, 2)))


LAYOUTS_CN = [cn_record, cn_us, cn_log]
LAYOUTS_CH = [ch_round, ch_us, ch_table]
LAYOUTS_HV = [hv_gp, hv_structured, hv_letter]
