"""Genres: oversight board notification, care navigator contact log (added), referral letter (added)."""
import clinical
import legal
import places
from blocks import (header, clinical_summary, meds_block, prognosis_line, social, sign, audit, jur_line, board, url,
                    fax_of, labs_line, fam_table)
from case import country_e
from core import lc, E, clock, phone, digits, letters, ipaddr, username, email, slug, fmt_date, vehicle, dt_add


def oversight(d, c):
    r = c.rng
    C = c.C
    if C == "CA":
        return _hc(d, c)
    if C == "US":
        return _us_followup(d, c)
    body = board(c)
    d.ln(("NOTIFICATION TO THE " + body.upper()) if C == "AU" else "REPORT TO THE REGISTRAR (ASSISTED DYING)")
    d.ln(("Death notification - %s" % jur_line(c)) if C == "AU" else "Section 21 report - %s" % legal.NZ_ACT)
    d.ln("Submitted via {U} on {D} %s" % c.clk(), U=url(c, "%s/cases/%s/notify" % ("vad" if C == "AU" else "ad", digits(r, 5))), D=c.d("notify"))
    d.ln(("Board reference" if C == "AU" else "Registrar reference") + ": {C}   Submitted by: {N} (user {UN}, IP {IP})", C=E(c.caseid, "IDNUM"), N=c.coord.name(),
         UN=E(username(r, c.coord.p.first, c.coord.p.last), "USERNAME"), IP=E(ipaddr(r), "IPADDR"))
    d.ln("")
    d.ln("SECTION 1 - PERSON")
    d.ln("Full name: {PT}", PT=c.pt.fmid("PATIENT"))
    d.ln("Date of birth: {DOB}   Age at death: {A}", A=E(str(c.age_at_death), "AGE"))
    d.ln("Residential address: {ADDR}")
    if C == "AU":
        d.ln("{HPL}: {HP}")
        if c.ihi:
            d.ln("IHI: {I}", I=E(c.ihi, "IDNUM"))
    else:
        d.ln("NHI: {MRN}")
    if c.born and r.random() < 0.7:
        d.ln("Country of birth: {B}", B=country_e(c.born))
    d.ln("Usual occupation: {P}", P=E(c.prof, "PROFESSION"))
    d.ln("Disease/condition: {DX}")
    d.ln("")
    d.ln("SECTION 2 - PROCESS")
    rows = [("First request", "first"), ("First assessment", "assess1"), ("Consulting assessment", "consult"),
            ("Written declaration", "decl"), ("Final request", "final")]
    if C == "AU":
        rows += [("Permit issued", "permit"), ("Substance dispensed", "dispense"), ("Date of death", "death")]
    else:
        rows = [("Initial request", "first"), ("AMP first opinion", "assess1"), ("IMP second opinion", "consult"),
                ("Registrar confirmation", "final"), ("Date of death", "death")]
    for lab, key in rows:
        d.ln("  %-26s{D}" % lab, D=c.d(key))
    d.ln("")
    d.ln("SECTION 3 - PRACTITIONERS")
    d.ln("%s: {N}, reg {R}, {F}" % c.R["coord"], N=c.coord.dr(), R=E(c.coord.reg, "LICENSE"), F=E(c.gpp, "HOSPITAL"))
    d.ln("%s: {N}, reg {R}" % c.R["consult"], N=c.consult.dr(), R=E(c.consult.reg, "LICENSE"))
    if r.random() < 0.4:
        d.ln("Specialist (capacity): {N}, reg {R}", N=c.psych.dr(), R=E(c.psych.reg, "LICENSE"))
    d.ln("")
    d.ln("SECTION 4 - DEATH")
    mode = r.choice(["self-administration", "practitioner administration"]) if C == "AU" else r.choice(["ingestion", "intravenous"])
    d.ln("Method: %s" % mode)
    d.ln("Place of death: %s" % {"home": "private residence", "hospital": "hospital", "hospice": "hospice", "care home": "residential aged care"}[c.setting])
    if c.setting != "home":
        d.ln("Facility: {F}", F=E({"hospital": c.hosp, "hospice": c.pall, "care home": c.care_home}[c.setting], "HOSPITAL"))
    d.ln("Time from administration to death: %d minutes" % r.randint(8, 95))
    d.ln("Complications: " + r.choice(["none", "none reported", "regurgitated small amount, no further issue"]))
    if C == "AU":
        d.ln("Contact person: {N}, {P}; unused substance returned {D}.", N=c.contact.p.full("FAMILY"), P=E(c.contact.phone, "PHONE"),
             D=c.d("return"))
    d.ln("Death certificate cause: {DX}")
    d.ln("")
    d.ln("Declaration: the information in this form is true and correct.")
    d.ln("{N}   {D}", N=c.coord.name(), D=c.d("notify"))


def _hc(d, c):
    r = c.rng
    d.ln("REPORT ON PROVISION OF MEDICAL ASSISTANCE IN DYING")
    d.ln("(%s - Regulations for the Monitoring of Medical Assistance in Dying)" % legal.CA_FED)
    d.ln("Submitted through provincial portal %s; receipt {N}" % ("to the " + legal.CA_PROV_BODY[c.ST]), N=E("HC-%s" % digits(r, 8), "IDNUM"))
    d.ln("")
    d.ln("Practitioner")
    d.ln("  Name: {N}   Type: %s" % r.choice(["physician", "physician", "nurse practitioner"]), N=c.coord.name())
    d.ln("  Licence no.: {L}   Province of practice: {P}", L=E(c.coord.reg, "LICENSE"), P=E(c.ST, "STATE"))
    d.ln("  Mailing address: {A}", A=c.fac_addr())
    d.ln("  Email: {E}", E=E(c.coord.email, "EMAIL"))
    d.ln("")
    d.ln("Patient")
    d.ln("  Name: {PTLF}   Date of birth: {DOB}   Sex: %s" % ("female" if c.sex == "F" else "male"))
    d.ln("  Health insurance number: {HP} (%s)" % c.hp_label)
    d.ln("  Postal code of usual residence: {ZIP}")
    if c.ssn and r.random() < 0.5:
        d.ln("  SIN (provided for matching, optional): {S}", S=E(c.ssn, "SSN"))
    d.ln("")
    d.ln("Request")
    d.ln("  Written request signed: {D}   Witness: {W} (independent)", D=c.d("decl"), W=c.wit1.p.full("FAMILY"))
    d.ln("  Request received by practitioner: {D}", D=c.d("first"))
    d.ln("  Natural death reasonably foreseeable: %s" % ("No" if c.dx["t2"] and r.random() < 0.6 else "Yes"))
    d.ln("")
    d.ln("Eligibility")
    d.ln("  Condition: {DX}")
    d.ln("  Nature of suffering: " + ", ".join(r.sample(["loss of ability to engage in meaningful activities",
                                                         "loss of ability to perform activities of daily living",
                                                         "inadequate control of pain", "loss of dignity",
                                                         "perceived burden on family, friends or caregivers",
                                                         "loss of control of bodily functions", "isolation or loneliness"], 3)))
    d.ln("  Palliative care received: %s" % r.choice(["yes, more than 1 month", "yes, less than 2 weeks", "yes, 1-6 months"]))
    d.ln("  Other practitioner consulted: {K}, licence {L}, opinion dated {D}", K=c.consult.dr(), L=E(c.consult.reg, "LICENSE"),
         D=c.d("consult"))
    d.ln("")
    d.ln("Provision")
    d.ln("  Date: {D}   Place: %s" % {"home": "private residence", "hospital": "hospital", "hospice": "palliative care facility",
                                      "care home": "residential care facility"}[c.setting], D=c.d("admin"))
    d.ln("  Final consent: %s" % r.choice(["given immediately before provision", "waived by prior written arrangement (Audrey's Amendment)"]))
    d.ln("  Coroner/ME notified: yes; file {N}", N=E("%s-%s" % (letters(r, 2), digits(r, 6)), "IDNUM"))
    audit(d, c, c.coord, "notify", sys_name="portal")


def _us_followup(d, c):
    r = c.rng
    d.ln("%s" % board(c).upper())
    d.ln("ATTENDING PHYSICIAN FOLLOW-UP FORM")
    d.ln("(%s; submit within 30 calendar days of death)" % legal.ACT[("US", c.ST)])
    d.ln("")
    d.ln("Patient name: {PTLF}   DOB: {DOB}   SSN: {S}", S=E(c.ssn, "SSN"))
    d.ln("County/city of residence: {T}, {ST}   ZIP: {ZIP}", T=E(c.town, "CITY"), ST=E(c.ST, "STATE"))
    d.ln("Date of death: {D}", D=c.d("death"))
    d.ln("")
    ing = r.random() < 0.8
    d.ln("1. Did the patient die from ingesting the medication? %s" % ("Yes" if ing else "No - died of underlying illness"))
    if ing:
        d.ln("2. Date ingested: {D}   Where: %s" % {"home": "private home", "hospital": "hospital", "hospice": "hospice facility",
                                                     "care home": "long-term care / assisted living"}[c.setting], D=c.d("admin"))
        d.ln("3. Was the attending physician present? %s   Other provider present: {N}, %s" %
             (r.choice(["Yes", "No"]), r.choice(["RN", "hospice RN", "volunteer"])), N=c.nurse.name())
        d.ln("4. Time from ingestion to unconsciousness: %d minutes; to death: %s" %
             (r.randint(2, 15), r.choice(["%d minutes" % r.randint(20, 90), "%d hours" % r.randint(2, 9)])))
        d.ln("5. Complications: " + r.choice(["none", "vomiting (minimal)", "patient regained consciousness - no", "none reported"]))
    d.ln("6. End-of-life concerns: " + ", ".join(r.sample(["losing autonomy", "less able to engage in activities making life enjoyable",
                                                           "loss of dignity", "burden on family/friends/caregivers",
                                                           "losing control of bodily functions", "inadequate pain control or concern about it",
                                                           "financial implications of treatment"], 3)))
    d.ln("7. Enrolled in hospice: %s" % r.choice(["yes - {H}", "yes - {H}", "no"]), H=E(c.pall, "HOSPITAL"))
    d.ln("8. Insurance: %s {HP}" % c.hp_label)
    d.ln("9. Highest education: %s   Occupation: {P}" % r.choice(["high school", "bachelor's degree", "some college", "graduate degree"]),
         P=E(c.prof, "PROFESSION"))
    d.ln("")
    d.ln("Physician: {CO}   License {L}   Phone {P}", CO=c.coord.dr(), L=E(c.coord.reg, "LICENSE"), P=E(c.coord.phone, "PHONE"))
    d.ln("Signed {D}", D=c.d("notify"))
    if r.random() < 0.5:
        d.ln("Faxed to {F} on {D}", F=E(phone(r, "US", "land", r.choice(c.st[3])), "FAX"), D=c.d("notify"))


def navigator_log(d, c):
    r = c.rng
    C = c.C
    nav = c.nav
    svc = {"AU": "VAD CARE NAVIGATOR SERVICE", "NZ": "ASSISTED DYING SERVICE - COORDINATION", "CA": "MAID CARE COORDINATION",
           "US": "END-OF-LIFE OPTIONS NAVIGATION"}[C]
    d.ln(svc + " - CONTACT LOG")
    d.ln("Client: {PTLF}   DOB {DOB}   Case {C}", C=E(c.caseid, "IDNUM"))
    d.ln("Location: {T}, {S}   Primary contact: {N} ({R}) {P}", T=E(c.town, "CITY"), S=E(c.ST if C != "NZ" else c.SN, "STATE"),
         N=c.nok.p.full("FAMILY"), R=c.nok.rel, P=E(c.nok.phone, "PHONE"))
    d.ln("Navigator: {N}", N=nav.name())
    d.ln("")
    d.ln("Date        Time   Mode     Summary                                                      By")
    ents = []
    u = E(username(r, nav.p.first, nav.p.last), "USERNAME")
    seq = [("referral", "Phone", ["Inbound call from {X}. Wants information about %s for {PF}. Info pack emailed to {EM}." % c.R["prog"]],
            {"X": [c.nok.rel + " ", c.nok.p.full("FAMILY")], "PF": c.pt.F("PATIENT"), "EM": E(email(r, c.nok.p.first, c.nok.p.last), "EMAIL")}),
           ("first", "Phone", ["Spoke with {PF} directly. Confirmed wish to proceed. Discussed practitioner availability in {T}."],
            {"PF": c.pt.F("PATIENT"), "T": E(c.town, "CITY")}),
           ("first", "Email", ["Referral sent to {CO} ({CE}) - accepted as %s." % lc(c.R["coord"])],
            {"CO": c.coord.dr(), "CE": E(c.coord.email, "EMAIL")}),
           ("assess1", "Phone", ["{CO} completed first assessment. Consulting practitioner sought; {K} available {KD}."],
            {"CO": c.coord.drl(), "K": c.consult.dr(), "KD": c.d("consult", "Md" if C in ("US", "CA") else "dM")}),
           ("consult", "Visit", ["Home visit with {CO}. {PF} tired but engaged. {X} asked about timing and funeral arrangements ({F})."],
            {"CO": c.coord.drl(), "PF": c.pt.F("PATIENT"), "X": c.nok.p.F("FAMILY"), "F": E(c.funeral, "ORGANIZATION")}),
           ("decl", "Phone", ["Witnesses arranged for declaration: {W1} and {W2}."],
            {"W1": c.wit1.p.full("FAMILY"), "W2": c.wit2.p.full("FAMILY")}),
           ("final", "Phone", ["Pharmacy liaison: {PH} at {PHY} ({PP}) confirmed supply date."],
            {"PH": c.pharm.name(), "PHY": E(c.pharmacy, "HOSPITAL"), "PP": E(phone(r, C, "land", c.area), "PHONE")}),
           ("dispense", "SMS", ["Reminder sent to {M}: pharmacist visit tomorrow."], {"M": E(c.mob, "PHONE")}),
           ("death", "Phone", ["{X} called: {PF} died peacefully at %s. Condolences. Bereavement info sent." %
                               {"home": "home", "hospital": "hospital", "hospice": "the hospice", "care home": "the facility"}[c.setting]],
            {"X": c.nok.p.F("FAMILY"), "PF": c.pt.F("PATIENT")})]
    if c.interp:
        seq.insert(2, ("first", "Phone", ["Interpreter booked (%s) with {O}, job no. {J}." % c.lang],
                       {"O": E(r.choice(places.INTERP_BY_C[C]), "ORGANIZATION"), "J": E(digits(r, 7), "IDNUM")}))
    if C == "AU" and r.random() < 0.6:
        seq.insert(3, ("first", "Email", ["Regional travel assistance approved for {CO}: %d km each way; car hire rego {V}." % r.randint(80, 640)],
                       {"CO": c.coord.drl(), "V": E(vehicle(r, "AU"), "VEHICLE")}))
    n = r.randint(6, len(seq))
    keep = sorted(r.sample(range(len(seq)), n))
    for i in keep:
        key, mode, txts, kw = seq[i]
        d.w("{D}  %s  %-7s  " % (c.clk(), mode), D=c.d(key, "dmy" if C in ("AU", "NZ") else ("iso" if C == "CA" else "mdy")))
        d.w(txts[0], **kw)
        d.ln("  {U}", U=u)
    d.ln("")
    d.ln("Open items: " + r.choice(["none", "bereavement follow-up call in 4 weeks", "return of unused substance to be confirmed",
                                    "send thank-you card to family"]))


def _overseas(d, c):
    """Letter from the patient's former specialist abroad (UK or Ireland)."""
    r = c.rng
    cc = r.choice(["UK", "IE"])
    town = r.choice(places.UK_TOWNS if cc == "UK" else places.IE_TOWNS)
    if cc == "UK":
        hosp = "%s %s" % (town, r.choice(["Royal Infirmary", "General Hospital", "District General Hospital"]))
        pc = "%s%d %d%s" % (letters(r, 2), r.randint(1, 29), r.randint(1, 9), letters(r, 2))
    else:
        hosp = "%s %s" % (town, r.choice(["University Hospital", "Regional Hospital", "General Hospital"]))
        pc = "%s%s %s" % (letters(r, 1), digits(r, 2), "".join(r.choice("ACDEFHKNPRTVWXY0123456789") for _ in range(4)))
    doc = c.person()
    sec = c.person("F")
    d.ln("{H}", H=E(hosp, "HOSPITAL"))
    d.ln("Department of %s" % r.choice(["Medical Oncology", "Respiratory Medicine", "Neurology", "Palliative Medicine"]))
    d.ln("{S}, {T} {P}", S=E("%d %s" % (r.randint(1, 120), r.choice(places.UK_STREETS)), "STREET"), T=E(town, "CITY"), P=E(pc, "ZIP"))
    d.ln("Secretary: {N}, tel {P}", N=sec.full("DOCTOR"), P=E(phone(r, cc) + " ext. %d" % r.randint(2000, 7999), "PHONE"))
    d.ln("")
    d.ln("{D}", D=c.d("referral", r.choice(["dMy", "dmy"])))
    d.ln("")
    d.ln("Dear {CO},", CO=c.coord.drl())
    d.ln("")
    d.w("Re: {PT}, DOB {DOB}, ", PT=c.pt.full("PATIENT"), DOB=c.d(c.dob, "dmy"))
    if cc == "UK":
        d.ln("NHS number {N}", N=E("%s %s %s" % (digits(r, 3), digits(r, 3), digits(r, 4)), "MRN"))
    else:
        d.ln("MRN {M}, PPSN {P}", M=E(digits(r, 7), "MRN"), P=E("9%s%s" % (digits(r, 6), letters(r, 1)), "SSN"))
    d.ln("")
    d.ln("I was {PTL}'s consultant until %s moved to {C} in {Y} to be near family. %s asked me to confirm the diagnosis and "
         "treatment history in support of %s assessment for %s." % ("she" if c.sex == "F" else "he", "She" if c.sex == "F" else "He",
                                                                     "her" if c.sex == "F" else "his", c.R["prog"]),
         PTL=c.pt.ttl("PATIENT", c.pt.title(c.married)), C=country_e({"AU": "Australia", "NZ": "New Zealand", "CA": "Canada"}[c.C]),
         Y=c.d(dt_add(c.d0, -r.randint(420, 1800)), r.choice(["y", "My"])))
    clinical_summary(d, c, "Summary", r.randint(2, 3))
    d.ln("")
    d.ln(r.choice(["Copies of histology and imaging reports are enclosed.", "The original pathology report is attached.",
                   "I am happy to be contacted by video if helpful."]))
    d.ln("")
    d.ln(r.choice(["Yours sincerely,", "Kind regards,"]))
    d.ln("Dr {N}", N=doc.full("DOCTOR"))
    d.ln("Consultant, %s  %s {R}" % ("GMC no." if cc == "UK" else "IMC reg.", ""), R=E(digits(r, 7) if cc == "UK" else digits(r, 6), "LICENSE"))
    d.ln("{E}", E=E(email(r, doc.first, doc.last, style=0), "EMAIL"))
    return cc


def referral(d, c):
    r = c.rng
    C = c.C
    if C != "US" and r.random() < 0.4:
        return _overseas(d, c)
    gp = c.gp
    d.ln("{G}", G=E(c.gpp, "HOSPITAL"))
    d.ln("{A}", A=c.fac_addr())
    d.ln("Phone {P}  |  Fax {F}  |  {E}", P=E(gp.phone, "PHONE"), F=E(fax_of(c), "FAX"),
         E=E("reception.%s@%s" % (slug(c.gpp)[:12], r.choice(["example.com", "example.org"])), "EMAIL"))
    if r.random() < 0.5:
        d.ln("{U}", U=url(c, "our-practice"))
    d.ln("")
    d.ln("{D}", D=c.d("referral", c.ls))
    d.ln("")
    to = r.random()
    if to < 0.5:
        d.ln("{CO}", CO=c.coord.dr())
        d.ln("{H}", H=E(c.pall, "HOSPITAL"))
        sal = c.coord.drl()
    else:
        d.ln("The %s" % {"AU": "VAD Care Navigator Service", "NZ": "Assisted Dying Service", "CA": "MAID Care Coordination Service",
                         "US": "Palliative Care Team"}[C])
        d.ln("{H}", H=E(c.hosp, "HOSPITAL"))
        sal = "colleague" if r.random() < 0.5 else "Team"
    d.ln("")
    d.ln("Dear {S},", S=sal)
    d.ln("")
    d.ln("Re: {PT}  DOB {DOB}", PT=c.pt.fml("PATIENT"))
    d.ln("    {ADDR}   Ph {MOB}")
    if r.random() < 0.6:
        d.ln("    {MRNL} {MRN}   {HPL} {HP}")
    d.ln("")
    d.w("Thank you for seeing {PTL}, ", PTL=c.pt.ttl("PATIENT", c.pt.title(c.married)))
    d.w("{AGE}, " if r.random() < 0.5 else "aged {AGE}, ")
    d.ln("who has asked me to refer %s for assessment for %s. I %s." % (
        "her" if c.sex == "F" else "him", c.R["prog"],
        r.choice(["do not participate in this process myself but support the patient's right to access it",
                  "have not completed the required training", "am happy to continue as the usual GP throughout",
                  "have known the patient for %d years" % r.randint(3, 30)])))
    clinical_summary(d, c, "Background", r.randint(3, 4))
    meds_block(d, c)
    social(d, c)
    d.ln("")
    d.ln("Next of kin: {N} ({R}), {P}", N=c.nok.p.full("FAMILY"), R=c.nok.rel, P=E(c.nok.phone, "PHONE"))
    if r.random() < 0.5:
        d.ln("Advance care directive completed {D}; copy enclosed.", D=c.d(c.dxd, c.ds))
    d.ln("")
    d.ln(r.choice(["The patient is aware of this referral and consented to the release of these records.",
                   "Copies of recent letters from {H} attached.", "I would be grateful for your assessment."]),
         H=E(c.hosp, "HOSPITAL"))
    sign(d, c, gp, None, letter=True)
