"""Genres: first request record, eligibility assessment."""
import clinical
import legal
from blocks import (header, clinical_summary, meds_block, prognosis_line, social, criteria, sign, audit,
                    interp_line, jur_line, board, url, fax_of)
from case import country_e
from core import E, clock, phone, digits, letters, ipaddr, username, vehicle


def _comm(d, c):
    r = c.rng
    if c.dx["short"] == "MND" and r.random() < 0.7:
        m = r.choice(clinical.AAC_MODELS)
        d.ln("Communication: request expressed using %s (serial {S}); confirmed by consistent yes/no eye blinks." % m,
             S=E("%s%s-%s" % (letters(r, 2), digits(r, 4), digits(r, 4)), "DEVICE"))
    elif c.interp:
        interp_line(d, c)
    else:
        d.ln("Communication: " + r.choice(["English, no interpreter required.", "Fluent English; hearing aids in situ.",
                                           "English; some fatigue, short sentences but clear."]))


def first_request(d, c):
    r = c.rng
    C = c.C
    if C == "AU":
        _fr_au(d, c)
    elif C == "NZ":
        _fr_nz(d, c)
    elif C == "CA":
        _fr_ca(d, c)
    else:
        _fr_us(d, c)


def _fr_au(d, c):
    r = c.rng
    d.ln("{F}", F=E(c.gpp if r.random() < 0.5 else c.hosp, "HOSPITAL"))
    d.ln("VOLUNTARY ASSISTED DYING - RECORD OF FIRST REQUEST")
    d.ln("(%s, %s)" % (jur_line(c), "Part 3"))
    d.ln("")
    header(d, c)
    d.ln("")
    d.ln("REQUEST")
    d.ln("Date of first request: {D}   Time: %s" % c.clk(), D=c.d("first"))
    where = r.choice(["in person, patient's home", "in person, outpatient clinic", "by audiovisual link (telehealth)",
                      "in person, inpatient"])
    d.w("Made: " + where)
    if "inpatient" in where:
        d.w(", {W} room {RM}", W=E(c.ward, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"))
    d.ln("")
    d.ln("Request clear and unambiguous: Yes    Made personally by the person: Yes")
    _comm(d, c)
    d.ln("")
    d.ln("PRACTITIONER WHO RECEIVED THE REQUEST")
    d.ln("Name: {N}   {REG}", N=c.coord.dr(), REG=["AHPRA ", E(c.coord.reg, "LICENSE")])
    if r.random() < 0.6:
        d.ln("Prescriber no.: {P}", P=E(digits(r, 7, str(r.randint(1, 5))), "LICENSE"))
    d.ln("Practice: {G}, {A}", G=E(c.gpp, "HOSPITAL"), A=c.fac_addr())
    d.ln("Phone: {P}   Email: {E}", P=E(c.coord.phone, "PHONE"), E=E(c.coord.email, "EMAIL"))
    d.ln("Approved VAD training completed: Yes (completion certificate {T})",
         T=E("VADT-%s" % digits(r, 5), "LICENSE"))
    d.ln("")
    d.ln("DECISION")
    acc = r.random() < 0.85
    if acc:
        d.ln("[x] Accept the request and act as Coordinating Practitioner")
        d.ln("[ ] Refuse (conscientious objection / unavailable / not qualified)")
    else:
        d.ln("[ ] Accept the request")
        d.ln("[x] Refuse - unavailable for the expected period; patient given details of the Care Navigator Service")
    d.ln("Person informed of decision on {D} (within 2 business days).", D=c.d("first"))
    d.ln("Approved information given: Yes. Care Navigator Service {P}.", P=E(phone(r, "AU", "free"), "PHONE"))
    d.ln("")
    d.ln("NOTES")
    sp = [f for f in c.fam if f.rel in ("wife", "husband", "partner")]
    d.w("{PTL}, {AGE}yo retired {P} with {DXS}, raised VAD during a %s. " %
        r.choice(["routine home visit", "review after discharge", "palliative clinic appointment", "telehealth review"]),
        P=E(c.prof, "PROFESSION"))
    if sp:
        d.w("{R} {N} was present but the request was made by {PTF} directly. ", R=sp[0].rel.capitalize(), N=sp[0].p.F("FAMILY"))
    d.w(r.choice(['States "I have had a good life and I do not want the last weeks to be like this."',
                  'Says "I want to be the one who decides when."', 'Described the request as "long thought about".',
                  'States the main suffering is loss of independence and breathlessness.']) + " ")
    d.ln(r.choice(["No indication of coercion.", "Appeared settled, not distressed.", "No concerns regarding pressure from others."]))
    d.ln("Medications reviewed; {E}.", E="ECOG %d" % r.choice([3, 4]))
    d.ln("Next: first assessment booked {D}.", D=c.d("assess1"))
    d.ln("")
    d.ln("Portal notification: ref {C}, lodged {D} by {U}", C=E(c.caseid, "IDNUM"), D=c.d("first"),
         U=E(username(r, c.coord.p.first, c.coord.p.last), "USERNAME"))


def _fr_nz(d, c):
    r = c.rng
    d.ln("{G} - Clinical notes", G=E(c.gpp, "HOSPITAL"))
    d.ln("{D}  %s  {N}" % c.clk(), D=c.d("first"), N=c.coord.dr())
    d.ln("")
    d.ln("Patient: {PT}   NHI: {MRN}   DOB: {DOB}")
    d.ln("Address: {ADDR}")
    d.ln("Ph {PH} / {MOB}")
    d.ln("")
    d.ln("S: Raised assisted dying today. %s" % r.choice([
        "Has read the Ministry information and wants to start the process.",
        "Asked me directly whether I would be her AMP." if c.sex == "F" else "Asked me directly whether I would be his AMP.",
        "Brought a printed copy of the %s." % legal.NZ_ACT]))
    d.ln("   Background: {DX}. %s" % prognosis_line(c))
    d.ln("O: Alert, oriented, engaged. {S}.", S="PPS %d%%" % r.choice([30, 40, 50]))
    d.ln("A: Initial request for assisted dying under the %s." % legal.NZ_ACT)
    d.ln("P:")
    d.ln(" - Advised that %s can change %s mind at any time." % (("she", "her") if c.sex == "F" else ("he", "his")))
    d.ln(" - Encouraged to discuss with whanau; does not have to. %s" % (
        "Wants {N} ({R}) involved." if r.random() < 0.6 else "Prefers not to tell {N} ({R}) yet."),
        N=c.nok.p.full("FAMILY"), R=c.nok.rel)
    d.ln(" - Confirmed no one is pressuring the decision; spoke with patient alone for part of consult.")
    if r.random() < 0.5:
        d.ln(" - I am not a conscientious objector; will act as AMP. Form A (request) to be completed.")
    else:
        d.ln(" - I do not provide assisted dying; patient given contact for the %s ({P}) as required." % legal.NZ_SCENZ,
             P=E(phone(r, "NZ", "free"), "PHONE"))
    d.ln(" - Other options covered: hospice care via {H}, symptom management, right to stop treatment.", H=E(c.pall, "HOSPITAL"))
    _comm(d, c)
    if r.random() < 0.5:
        d.ln("Telehealth session ID {S} from {IP}.", S=E("TH-%s" % digits(r, 6), "IDNUM"), IP=E(ipaddr(r), "IPADDR"))
    audit(d, c, c.coord, "first")


def _fr_ca(d, c):
    r = c.rng
    d.ln("MAID CARE COORDINATION SERVICE - INTAKE RECORD")
    d.ln("{H}", H=E(c.hosp, "HOSPITAL"))
    d.ln("Intake date: {D}   Intake by: {N}, %s" % c.nav.role, D=c.d("first"), N=c.nav.name())
    d.ln("")
    src = r.random()
    if src < 0.4:
        d.ln("Referral source: self (phone call to the coordination line)")
    elif src < 0.7:
        d.ln("Referral source: family - {N} ({R}), {P}", N=c.nok.p.full("FAMILY"), R=c.nok.rel, P=E(c.nok.phone, "PHONE"))
    else:
        d.ln("Referral source: {G} ({GP}), fax {F}", G=E(c.gpp, "HOSPITAL"), GP=c.gp.dr(), F=E(fax_of(c), "FAX"))
    d.ln("")
    d.ln("Name: {PTLF}   DOB: {DOB}   Age: {AGE}")
    d.ln("{HPL}: {HP}   {MRNL}: {MRN}")
    d.ln("Home: {ADDR}")
    d.ln("Tel: {PH}   Email: {EMAIL}")
    d.ln("Preferred language: %s" % ("English" if not c.interp else c.lang + " (interpreter needed)"))
    d.ln("Current location: %s" % {"home": "home", "hospital": "inpatient", "hospice": "hospice", "care home": "long-term care"}[c.setting])
    if c.setting == "care home":
        d.ln("Facility: {F}, room {RM}", F=E(c.care_home, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"))
    d.ln("")
    d.ln("Condition (as reported): {DX}")
    d.ln("Screening: " + prognosis_line(c))
    d.ln("Written request (Record of Request) signed: %s" % r.choice(["not yet - form emailed to patient", "not yet; will sign at first assessment",
                                                                       "yes, received by fax"]))
    d.ln("Capacity concerns raised by caller: %s" % r.choice(["none", "none reported", "none; some fatigue late in day"]))
    d.ln("")
    d.ln("Plan: assessor 1 {A1} - visit {D1}; assessor 2 {A2} - visit {D2}.", A1=c.coord.dr(), D1=c.d("assess1"),
         A2=c.consult.dr(), D2=c.d("consult"))
    d.ln("Family aware: %s. Primary contact {N}, {P}." % r.choice(["yes", "partially", "yes - supportive"]),
         N=c.nok.p.full("FAMILY"), P=E(c.nok.phone, "PHONE"))
    if r.random() < 0.5:
        d.ln("Info package sent to {E}.", E=E(c.email, "EMAIL"))
    d.ln("Tracking no. {C}", C=E(c.caseid, "IDNUM"))
    audit(d, c, c.nav, "first", sys_name="MAID tracker")


def _fr_us(d, c):
    r = c.rng
    d.ln("{H} - Palliative Medicine Clinic", H=E(c.hosp, "HOSPITAL"))
    d.ln("OFFICE VISIT   Encounter #{A}   Date of service: {D}", A=E(c.acct, "ACCOUNT"), D=c.d("first"))
    d.ln("Patient: {PTLF}   MRN: {MRN}   DOB: {DOB}   Age: {AGE}")
    d.ln("Insurance: {HPL} {HP}")
    d.ln("")
    d.ln("CHIEF COMPLAINT: Request for medical aid in dying.")
    d.ln("")
    d.ln("HPI: {AGE} y/o %s with {DX}. %s Today the patient made a first oral request for medication under the %s." %
         (r.choice(["woman", "female"]) if c.sex == "F" else r.choice(["man", "male"]),
          r.choice(["Completed all disease-directed treatment.", "Elected hospice last month.", "Declines further disease-directed treatment."]),
          legal.ACT[("US", c.ST)]))
    d.ln("The request was made personally, not through a surrogate or advance directive. %s" %
         r.choice(["Patient was seen alone for the first half of the visit.", "Spouse waited outside at patient's request.", ""]))
    clinical_summary(d, c, "Pertinent history", 2)
    d.ln("")
    d.ln("RESIDENCY: patient states residence at {ADDR}. Documentation sighted: %s {X}." %
         r.choice(["state driver license", "state ID card"]), X=E(c.dl, "LICENSE"))
    if r.random() < 0.5:
        d.ln("Also sighted: vehicle registration for plate {V}.", V=E(vehicle(r, "US"), "VEHICLE"))
    d.ln("")
    d.ln("ASSESSMENT/PLAN:")
    d.ln("1. First oral request documented today. Second oral request and written request to follow as required by statute.")
    d.ln("2. Feasible alternatives reviewed: hospice (enrolled with {P}), palliative sedation, comfort care, VSED.", P=E(c.pall, "HOSPITAL"))
    d.ln("3. Referred to consulting physician {K}.", K=c.consult.dr())
    d.ln("4. Encouraged to notify next of kin; patient %s." % r.choice(["agrees", "has already told family", "declines, as is the patient's right"]))
    d.ln("5. No mental health referral indicated at this time.")
    d.ln("Total time 60 min, >50% counseling.")
    sign(d, c, c.coord, "first")


# ------------------------------------------------------------------ eligibility

def eligibility(d, c):
    r = c.rng
    C = c.C
    title = {"AU": "FIRST ASSESSMENT - COORDINATING PRACTITIONER", "NZ": "FIRST OPINION - ATTENDING MEDICAL PRACTITIONER",
             "CA": "MAID ELIGIBILITY ASSESSMENT (ASSESSOR 1)", "US": "ATTENDING PHYSICIAN ELIGIBILITY ASSESSMENT"}[C]
    if r.random() < 0.5:
        d.ln("{H}", H=E(c.hosp if r.random() < 0.5 else c.pall, "HOSPITAL"))
    d.ln(title)
    d.ln("Date of assessment: {D}", D=c.d("assess1"))
    d.ln("")
    header(d, c)
    d.ln("")
    venue = r.random()
    if venue < 0.5:
        d.ln("Seen at home ({A}) with {R} {N} present for part of the visit.", A=E(c.addr_street, "STREET"),
             R=c.nok.rel, N=c.nok.p.F("FAMILY"))
    elif venue < 0.75:
        d.ln("Seen on {W}, {H}, bed {B}.", W=E(c.ward, "HOSPITAL"), H=E(c.hosp, "HOSPITAL"), B=E(c.bed, "LOCATION_OTHER"))
    else:
        d.ln("Video consultation; patient at home in {T}. Platform log: {IP}.", T=E(c.town, "CITY"), IP=E(ipaddr(r), "IPADDR"))
    _comm(d, c)
    clinical_summary(d, c, r.choice(["History", "Clinical history", "Medical history"]), r.randint(2, 4))
    meds_block(d, c)
    d.ln("")
    d.ln("Prognosis: " + prognosis_line(c))
    d.ln("")
    d.ln("ELIGIBILITY CRITERIA")
    criteria(d, c, r.choice(["[x]", "[Y]", "Yes -", "\u2713"]))
    d.ln("")
    d.ln("Decision-making capacity")
    d.ln(r.choice([
        "Understood the nature of the request and that the substance will cause death; retained and weighed information; "
        "communicated a consistent decision.",
        "Able to describe the illness, expected course and the alternatives; reasoned about risks (including the possibility of "
        "complications) and benefits; choice consistent with long-held values.",
        "Capacity presumed and confirmed on questioning. Explained back the process in own words."]))
    if r.random() < 0.45:
        d.ln("Tools: " + r.choice(clinical.CAPACITY_TOOLS) + ".")
    if r.random() < 0.3:
        d.ln("Referred for specialist capacity opinion to {P} given %s." % r.choice(["low mood", "fluctuating cognition", "steroid use"]),
             P=c.psych.dr())
    d.ln("")
    d.ln("Voluntariness")
    d.ln(r.choice(["Interviewed alone. No evidence of coercion or undue influence. Family is %s." % r.choice(["supportive", "divided but not pressuring",
                                                                                                          "aware and accepting"]),
                   "Spoke with the patient privately; request predates current admission and is consistent.",
                   "No financial or emotional pressure identified. Patient states the decision is theirs alone."]))
    social(d, c)
    d.ln("")
    d.ln("Information given")
    d.ln(r.choice(["Diagnosis and prognosis; treatment options and likely outcomes; palliative care options; "
                   "the potential risks of self-administering the substance; that the expected outcome is death; "
                   "that the person may decide at any time not to continue.",
                   "Alternatives including hospice, palliative sedation and symptom control; the process, timing and "
                   "the right to withdraw at any time.",
                   "Options for end-of-life care, including palliative care; the method of administration; what to expect."]))
    d.ln("")
    outcome = r.random() < 0.9
    d.ln("OUTCOME: %s" % ("Meets all eligibility criteria." if outcome else "Not eligible at this time (prognosis criterion not met); may re-request."))
    if outcome:
        d.ln("Referred to {K} for independent assessment on {D}.", K=c.consult.dr(), D=c.d("consult"))
    if C == "CA" and r.random() < 0.6:
        d.ln("Billing: fee code %s; OHIP/claim ref {A}." % r.choice(["A945", "K0X5", "MAID-A1"]), A=E(c.acct, "ACCOUNT"))
    if C == "AU" and r.random() < 0.5:
        d.ln("Form lodged with the %s via portal, ref {C}." % board(c), C=E(c.caseid, "IDNUM"))
    sign(d, c, c.coord, "assess1")
    if r.random() < 0.5:
        audit(d, c, c.coord, "assess1")
