"""Genres: consulting practitioner report, capacity assessment, written declaration with witnesses."""
import clinical
import legal
from blocks import (header, clinical_summary, meds_block, prognosis_line, social, criteria, sign, audit,
                    interp_line, jur_line, board, url, fax_of, labs_line)
from case import country_e
from core import lc, E, clock, phone, digits, letters, ipaddr, username


def _letterhead(d, c, clin, fac):
    r = c.rng
    d.ln("{F}", F=E(fac, "HOSPITAL"))
    d.ln("{A}", A=c.fac_addr())
    d.w("T {P}", P=E(clin.phone, "PHONE"))
    if r.random() < 0.6:
        d.w("  F {F}", F=E(fax_of(c), "FAX"))
    d.ln("")
    if r.random() < 0.4:
        d.ln("{U}", U=url(c, r.choice(["", "palliative", "clinic"]).strip("/") or "home"))
    d.ln("")


def consulting_report(d, c):
    r = c.rng
    C = c.C
    k = c.consult
    fac = c.hosp if r.random() < 0.5 else c.pall
    _letterhead(d, c, k, fac)
    d.ln("{D}", D=c.d("consult", c.ls))
    d.ln("")
    d.ln("{CO}", CO=c.coord.dr())
    d.ln("{G}", G=E(c.gpp, "HOSPITAL"))
    d.ln("")
    title = {"AU": "Consulting Assessment Report", "NZ": "Independent Medical Practitioner - second opinion",
             "CA": "MAID Second Assessment", "US": "Consulting Physician Report"}[C]
    d.ln("Re: {PT}  DOB {DOB}  {MRNL} {MRN}", PT=c.pt.fmid("PATIENT"))
    d.ln("    {ADDR}")
    d.ln(title.upper())
    d.ln("")
    d.ln("Dear {CL},", CL=c.coord.drl())
    d.ln("")
    how = r.choice(["at home", "at home", "in clinic", "on the ward", "by video link"])
    d.w("Thank you for referring {PTL}, a {AGE}-year-old ", PTL=c.pt.ttl("PATIENT", c.pt.title(c.married)))
    d.w("retired {P}, " if r.random() < 0.6 else "", P=E(c.prof, "PROFESSION"))
    d.ln("whom I assessed %s on {D} as %s under the %s. I have no personal or professional "
         "relationship with %s other than this assessment, and I am not a beneficiary under %s will." % (
             how, lc(c.R["consult"]), jur_line(c), "the patient", "the patient's"), D=c.d("consult"))
    if how == "on the ward":
        d.ln("Location: {W}, {H}, room {RM}.", W=E(c.ward, "HOSPITAL"), H=E(c.hosp, "HOSPITAL"), RM=E(c.room, "LOCATION_OTHER"))
    if how == "by video link":
        d.ln("(Secure video; patient at {ST}, {T}; session from {IP}.)", ST=E(c.addr_street, "STREET"), T=E(c.town, "CITY"),
             IP=E(ipaddr(r), "IPADDR"))
    if c.interp:
        interp_line(d, c)
    d.ln("")
    d.ln("I reviewed the records from {H} and your first assessment of {D}.", H=E(c.hosp, "HOSPITAL"), D=c.d("assess1"))
    clinical_summary(d, c, "History", r.randint(2, 4))
    d.ln("")
    d.ln("On examination: " + r.choice(clinical.EXAM.get(c.dx["short"], clinical.EXAM["default"])))
    if r.random() < 0.5:
        d.ln(r.choice(clinical.EPONYM_EXTRAS))
    d.ln("")
    d.ln("Opinion")
    d.ln("In my independent opinion %s meets each of the eligibility criteria:" % c.pt.title(c.married).replace("Mrs", "she").replace("Ms", "she").replace("Mr", "he"))
    criteria(d, c, r.choice(["-", "*", "[x]"]))
    d.ln(prognosis_line(c))
    d.ln("")
    d.w(r.choice(["Capacity: ", "Decision-making capacity: "]))
    d.ln(r.choice(["intact. {PTF} explained the process and consequences back to me accurately.",
                   "intact; no evidence of depression driving the request.",
                   "present. %s" % r.choice(clinical.CAPACITY_TOOLS)]))
    d.w("Voluntariness: ")
    d.ln(r.choice(["seen alone for 20 minutes; no concerns.", "no indication of pressure from {R} {N} or others.",
                   "request is consistent with what {R} {N} describes of long-held views."]),
         R=c.nok.rel, N=c.nok.p.F("FAMILY"))
    d.ln("")
    if C == "CA" and c.dx["t2"]:
        d.ln("As natural death is not reasonably foreseeable, I confirm consultation with {E}, who has expertise in the "
             "condition, on {D}.", E=c.clin("Neurologist").dr(), D=c.d("capacity"))
    d.ln(r.choice(["I have informed the patient of my conclusion.", "I discussed my findings with the patient and family.",
                   "Outcome communicated to patient and to you by phone today."]))
    d.ln(r.choice(["Please do not hesitate to contact me.", "Happy to discuss.", "I am happy to discuss."]))
    sign(d, c, k, None, letter=True)
    if r.random() < 0.6:
        d.ln("cc: {G}, {GP}", G=E(c.gpp, "HOSPITAL"), GP=c.gp.dr())
    if r.random() < 0.5:
        d.ln("Dictated {D}; typed by {T}", D=c.d("consult"), T=c.clerk.ini("DOCTOR", dots=False) if r.random() < 0.5 else c.clerk.full("DOCTOR"))


def capacity(d, c):
    r = c.rng
    p = c.psych
    d.ln("{H}", H=E(c.hosp, "HOSPITAL"))
    d.ln(r.choice(["CONSULTATION-LIAISON PSYCHIATRY", "SPECIALIST CAPACITY ASSESSMENT", "MENTAL HEALTH CONSULTATION"]))
    d.ln("Decision-specific capacity assessment: request for %s" % c.R["prog"])
    d.ln("")
    header(d, c, r.choice([0, 2, 4]))
    d.ln("Referred by: {CO} (%s)   Date seen: {D}" % c.R["coord"], CO=c.coord.dr(), D=c.d("capacity"))
    d.ln("Place: %s" % r.choice(["patient's home", "outpatient room", "inpatient ward", "video consult"]))
    d.ln("")
    reasons = ["Clarify whether low mood is affecting decision-making capacity.",
               "Patient on high-dose dexamethasone; query fluctuating cognition.",
               "Family member raised concern about depression.",
               "Required by statute: specialist opinion on capacity (practitioner uncertain).",
               "History of major depressive disorder; assess whether the request arises from a treatable mental illness."]
    ri = r.randrange(len(reasons))
    d.ln("Reason for referral: " + reasons[ri])
    d.ln("")
    d.ln("Sources: interview with patient (%d min), review of records, collateral from {R} {N} ({P})." % r.randint(45, 110),
         R=c.nok.rel, N=c.nok.p.full("FAMILY"), P=E(c.nok.phone, "PHONE"))
    if c.interp:
        interp_line(d, c)
    d.ln("")
    d.ln("Background")
    d.ln("{PTF} has {DX}. " + prognosis_line(c), PTF=c.pt.F("PATIENT"))
    if ri == 4:
        ph = r.choice(["Major depressive disorder, two episodes (last 2015), treated with sertraline; in remission.",
                       "Recurrent depression since early adulthood; stable on venlafaxine."])
    else:
        ph = r.choice(["No past psychiatric history.", "One episode of postnatal depression decades ago.",
                       "Treated for depression in the past with sertraline; none currently.",
                       "Alcohol use disorder, in remission for many years.", "Nil psychiatric history; no self-harm."])
    d.ln(ph)
    social(d, c, heading=False)
    d.ln("")
    d.ln("Mental state examination")
    d.ln(r.choice([
        "Appearance: thin, well groomed, in bed. Behaviour: calm, good rapport. Speech: soft, normal rate. "
        "Mood: 'sad but not depressed'; affect reactive, appropriate laughter. Thought form: linear. "
        "Content: no delusions; no suicidal ideation outside the context of the request. Perception: no hallucinations. "
        "Cognition: alert, oriented x3. Insight and judgement: intact.",
        "Appears stated age, frail. Engaged and articulate. Mood 'fed up with being sick'; affect euthymic, full range. "
        "No hopelessness beyond the realistic. No psychotic features. Oriented to time, place, person.",
        "Alert; speech dysarthric but intelligible. Mood described as 'peaceful'. No anhedonia in things still possible. "
        "No guilt or worthlessness. Cognition grossly intact."]))
    d.ln("Cognitive screen: " + r.choice(["MoCA %d/30" % r.randint(24, 30), "MMSE %d/30" % r.randint(26, 30),
                                          "RUDAS %d/30" % r.randint(23, 30)]) + ".")
    d.ln("Mood screen: " + r.choice(["PHQ-9 %d" % r.randint(2, 11), "HADS-D %d" % r.randint(3, 10), "GDS-15 %d" % r.randint(1, 6)]) + ".")
    d.ln("")
    d.ln("Capacity - four abilities")
    d.ln("1. Understanding: explained diagnosis, prognosis and what the medication does (\"it will stop my heart\").")
    d.ln("2. Appreciation: applies the information to self; accepts the illness is terminal.")
    d.ln("3. Reasoning: weighed alternatives (hospice, sedation, stopping feeds); reasons consistent with values.")
    d.ln("4. Expressing a choice: consistent over time, confirmed with {CO}'s notes from {D}.", CO=c.coord.drl(), D=c.d("first"))
    if r.random() < 0.4:
        d.ln("MacCAT-T: understanding %d/6, appreciation %d/4, reasoning %d/8, expressing a choice 2/2." % (
            r.randint(5, 6), r.randint(3, 4), r.randint(6, 8)))
    d.ln("")
    d.ln("Opinion")
    d.ln(r.choice(["{PTL} has decision-making capacity for this decision. There is no mental disorder impairing judgement.",
                   "In my opinion {PTL} is capable of making this decision. Grief and sadness are proportionate to the situation "
                   "and do not amount to a depressive disorder.",
                   "Capacity is present. Mild adjustment reaction noted; it does not drive the request."]),
         PTL=c.pt.ttl("PATIENT", c.pt.title(c.married)))
    d.ln("Recommendation: " + r.choice(["no further psychiatric input required", "offer psychology support to family",
                                        "review if clinical picture changes", "chaplaincy visit offered and accepted"]) + ".")
    sign(d, c, p, "capacity")
    if r.random() < 0.4:
        audit(d, c, p, "capacity")


def declaration(d, c):
    r = c.rng
    C = c.C
    if C == "US":
        d.ln("REQUEST FOR MEDICATION TO END MY LIFE IN A HUMANE AND DIGNIFIED MANNER")
        d.ln("(%s)" % legal.ACT[("US", c.ST)])
    elif C == "CA":
        d.ln("RECORD OF REQUEST FOR MEDICAL ASSISTANCE IN DYING (WRITTEN REQUEST)")
        d.ln("Under section 241.2 of the Criminal Code")
    elif C == "NZ":
        d.ln("REQUEST FOR ASSISTED DYING - WRITTEN REQUEST (completed with AMP)")
    else:
        d.ln("WRITTEN DECLARATION - REQUEST TO ACCESS VOLUNTARY ASSISTED DYING")
        d.ln("(%s)" % jur_line(c))
    d.ln("")
    d.w("I, {PT}, born {DOB}, of {ADDR}", PT=c.pt.fmid("PATIENT"))
    d.ln(", am an adult of sound mind.")
    d.ln("")
    if C == "US":
        d.ln("I am suffering from {DX}, which my attending physician has determined is a terminal disease and which has been "
             "medically confirmed by a consulting physician.")
        d.ln("I have been fully informed of my diagnosis, prognosis, the nature of medication to be prescribed and potential "
             "associated risks, the expected result, and the feasible alternatives, including comfort care, hospice care and pain control.")
        d.ln("I request that my attending physician, {CO}, prescribe medication that I may self-administer to end my life in a "
             "humane and dignified manner.", CO=c.coord.dr())
        d.ln("INITIAL ONE: [{I}] I have informed my family of my decision and taken their opinions into consideration.",
             I=c.pt.ini("PATIENT", dots=False))
    else:
        d.ln("I make this declaration voluntarily and without coercion. I have been diagnosed with {DX}. I understand the "
             "nature and effect of this declaration and that I may withdraw my request at any time.")
        if C == "CA":
            d.ln("My %s is {CO}. I understand that if I lose capacity before the provision, MAID can proceed only if I have "
                 "entered into a written arrangement waiving final consent (Audrey's Amendment)." % "assessor", CO=c.coord.dr())
        else:
            d.ln("My %s is {CO}." % lc(c.R["coord"]), CO=c.coord.dr())
    d.ln("")
    signer_other = c.dx["short"] in ("MND", "MSA", "PD", "HD") and r.random() < 0.6
    d.w("Signature of person: ")
    if signer_other:
        proxy = c.person()
        d.ln("signed at the direction of {PT} by {N}, who is over 18, not a witness and not a beneficiary.",
             PT=c.pt.full("PATIENT"), N=proxy.full("FAMILY"))
    else:
        d.ln("[signed]  {PT}", PT=c.pt.full("PATIENT"))
    d.ln("Date: {D}", D=c.d("decl"))
    d.ln("")
    d.ln("DECLARATION OF WITNESSES")
    if C == "CA":
        wits = [c.wit1]
        d.ln("The witness must be at least 18, understand the nature of the request and must not be a beneficiary or an "
             "owner/operator of the facility. A paid professional personal or health care worker may act as witness.")
    else:
        wits = [c.wit1, c.wit2]
        d.ln("We declare that the person making and signing the above request is personally known to us or has provided proof "
             "of identity; signed in our presence; appears to be of sound mind and not under duress, fraud or undue influence.")
    for i, w in enumerate(wits, 1):
        d.ln("")
        d.ln("Witness %d" % i)
        d.ln("Full name: {N}", N=w.p.full("FAMILY") if r.random() < 0.6 else w.p.fmid("FAMILY"))
        wa = c.street(unit_ok=False)
        d.ln("Address: {S}, {T}", S=E(wa, "STREET"), T=E(r.choice([c.town, c.fac_town]), "CITY"))
        d.ln("Occupation: {O}", O=E(w.prof, "PROFESSION"))
        d.ln("Phone: {P}", P=E(w.phone, "PHONE"))
        if "Justice of the Peace" in w.prof or "notary" in w.prof:
            d.ln("JP/notary registration no. {J}", J=E(digits(r, 6, str(r.randint(1, 9))), "LICENSE"))
        if C == "US" and r.random() < 0.6:
            d.ln("Relationship to patient: none")
        d.ln("Signature: [signed]   Date: {D}", D=c.d("decl"))
    d.ln("")
    if c.interp:
        d.ln("INTERPRETER'S CERTIFICATE")
        d.ln("I, {N}, certify that I translated this declaration to the person in %s." % c.lang, N=c.interp.full("DOCTOR"))
        d.ln("Credential no. {L}", L=E("%s%s" % (letters(r, 3), digits(r, 5)), "LICENSE"))
    d.ln("")
    d.ln("Certification by the %s: I certify that the person signed (or directed signature of) this declaration in my presence." %
         c.R["coord"])
    d.ln("Name: {CO}   Reg. {R}   Date: {D}", CO=c.coord.dr(), R=E(c.coord.reg, "LICENSE"), D=c.d("decl"))
    if C == "AU" and r.random() < 0.6:
        d.ln("Contact person appointed: {N} ({R}), {P}", N=c.contact.p.full("FAMILY"), R=c.contact.rel, P=E(c.contact.phone, "PHONE"))
    if r.random() < 0.5:
        d.ln("Scanned to record {MRN} on {D} by {U}.", D=c.d("decl"),
             U=E(username(r, c.clerk.first, c.clerk.last), "USERNAME"))
