"""Genre 8: medical billing, coding queries and insurance correspondence with clinical excerpts."""
from phi import an, cap, M, AG, HO, LO, CO, OG, PR, Person
from common import patient, staff, family, relative, prof, job_phrase, esign, print_banner, letterhead, cred, yr_back
import clin

CODES = [("I50.23", "Acute on chronic systolic heart failure"), ("J96.01", "Acute respiratory failure with hypoxia"),
         ("N17.9", "Acute kidney failure, unspecified"), ("E87.1", "Hypo-osmolality and hyponatremia"),
         ("A41.9", "Sepsis, unspecified organism"), ("E43", "Unspecified severe protein-calorie malnutrition"),
         ("D62", "Acute posthemorrhagic anemia"), ("G93.41", "Metabolic encephalopathy"), ("J18.9", "Pneumonia, unspecified organism"),
         ("K85.90", "Acute pancreatitis without necrosis"), ("L89.154", "Pressure ulcer of sacral region, stage 4"),
         ("E11.65", "Type 2 DM with hyperglycemia"), ("I21.4", "NSTEMI"), ("S72.001A", "Fracture of unsp part of neck of R femur")]
CPTS = [("99223", "Initial hospital care, high"), ("99233", "Subsequent hospital care, high"), ("93306", "TTE complete"),
        ("47562", "Lap cholecystectomy"), ("27447", "Total knee arthroplasty"), ("00790", "Anesthesia, upper abdomen"),
        ("90935", "Hemodialysis, single eval"), ("96413", "Chemo IV infusion, 1st hr"), ("99285", "ED visit, high"),
        ("71046", "Chest X-ray 2 views"), ("36556", "CVC insertion"), ("31500", "Emergency intubation")]


def layout_cdi_query(c, pt):
    r = c.r
    cdi, att = staff(c, "F"), staff(c)
    code, desc = r.choice(CODES)
    adm = c.plus(c.today, -r.randint(2, 12))
    L = []
    L.append("CLINICAL DOCUMENTATION QUERY")
    L.append("Facility: %s   Query ID: %s   Query type: %s" % (c.hosp(), c.idn("Q-#######"), r.choice(["concurrent", "retrospective", "post-bill"])))
    L.append("To: %s, %s   From: %s, %s, CDI Specialist   Sent: %s %02d:%02d" % (att.drfull, cred(c), cdi.full, r.choice(["RN, CCDS", "RHIA, CDIP", "CCS"]),
                                                                           c.D(c.today), r.randint(7, 18), r.randint(0, 59)))
    L.append("Patient: %s   MRN: %s   Acct/FIN: %s   Admit: %s   Unit/room: %s" % (pt.LF, c.mrn(), c.acct(), c.D(adm), LO("%d%s" % (r.randint(2, 9), r.choice(["12", "24", "31", "07"]) + r.choice(["", "A", "B"])))))
    L.append("Payer: %s" % (r.choice(["Medicare A", "Medicaid", c.insurer()]) if c.loc == "US" else r.choice([c.insurer(), "self-pay"])))
    L.append("")
    L.append("Dr. %s," % att.m(att.last))
    L.append("")
    L.append("Based on the clinical indicators below from the record of this %s, please clarify in your next progress note whether a further diagnosis can be documented:" % c.age_sex(pt.age, pt.sex))
    L.append("")
    L.append("Clinical indicators:")
    L.append("  - %s (ED note, %s)" % (clin.vitals(c, 0), c.D(adm)))
    L.append("  - Labs %s: %s" % (c.Dshort(c.plus(adm, 1)), clin.labs(c, "basic", 0)))
    L.append("  - %s" % r.choice(["BNP 2,840 pg/mL; CXR bilateral effusions; furosemide 40 mg IV BID", "Lactate 4.1; blood cultures x2 pending; WBC 18.2",
                                  "Albumin 2.1, BMI 16.8, intake <50%% x 7 days per RD %s" % staff(c).full, "Hgb 11.2 -> 7.4 after surgery %s; 2 units PRBC" % c.Dshort(adm),
                                  "Na 121; confusion noted by RN %s on %s" % (staff(c).full, c.Dshort(c.plus(adm, 1)))]))
    L.append("  - Treatment: %s" % r.choice(["IV diuresis, daily weights", "IV fluids 30 mL/kg, broad-spectrum abx", "NG feeds, dietitian following", "transfusion"]))
    L.append("")
    L.append("Please document, if clinically appropriate:")
    for opt in [desc, "Other (please specify)", "Unable to determine", "Clinically undetermined"]:
        L.append("  [ ] %s" % opt)
    L.append("")
    L.append("This query is not intended to lead you to a particular diagnosis. Please respond in the medical record, not on this form.")
    L.append("Working DRG: %d -> potential %d" % (r.randint(100, 999), r.randint(100, 999)))
    L.append("")
    L.append("Provider response (%s %02d:%02d): %s" % (c.D(c.plus(c.today, r.randint(0, 2))), r.randint(7, 22), r.randint(0, 59),
                                                     r.choice(["Agree - documented %s in PN." % desc, "Disagree; findings due to chronic condition.", "Pending"])))
    L.append("")
    L.append("%s | CDI | ext %s | %s | queue user %s" % (cdi.full, M("PHONE", c.digits(4)), c.email(cdi), cdi.un))
    return "\n".join(L)


def layout_denial(c, pt):
    r = c.r
    ins = c.insurer()
    md = staff(c)
    rev = staff(c)
    code, desc = r.choice(CODES)
    cpt, cdesc = r.choice(CPTS)
    dos = c.plus(c.today, -r.randint(20, 120))
    L = []
    L.append("%s\n%s\nCustomer service %s   Provider line %s   Fax %s\n%s" % (ins, c.addr_block(c.town_name(), extra=r.choice(["Claims Department", "Utilization Management", "Attn: Appeals"])),
                                                                        c.phone(False), c.phone(False, ext=True), c.fax(), c.url()))
    L.append("")
    L.append(c.D(c.today, "long_us" if c.loc == "US" else "long"))
    L.append("")
    L.append("%s\n%s\n%s" % (md.drfull, c.hosp("gp"), c.addr_block()))
    L.append("")
    L.append("RE: %s\nMember ID: %s   Group: %s   DOB: %s\nClaim #: %s   Date(s) of service: %s - %s\nProvider NPI: %s   Tax ID: %s" % (
        pt.full, c.hplan(), c.group(), c.D(pt.dob), c.claim(), c.D(dos), c.D(c.plus(dos, r.randint(0, 5))), c.npi() if c.loc == "US" else c.medlic(), c.idn("##-#######")))
    L.append("")
    L.append("NOTICE OF %s" % r.choice(["ADVERSE BENEFIT DETERMINATION", "CLAIM DENIAL", "PARTIAL PAYMENT"]))
    L.append("")
    L.append("We reviewed the claim for %s (CPT %s, %s) billed with diagnosis %s (%s). The service has been denied because %s." % (
        pt.tl, cpt, cdesc, code, desc, r.choice(["prior authorization was not obtained", "the documentation does not support medical necessity for inpatient status",
                                               "the service is considered experimental", "the member was not eligible on the date of service",
                                               "the claim was received after the timely filing limit"])))
    L.append("")
    L.append("Clinical excerpt reviewed (from %s discharge summary): \"%s %s admitted %s with %s. %s. Discharged %s to %s.\"" % (
        c.hosp(), AG(pt.age), "yo " + ("M" if pt.sex == "M" else "F"), c.D(dos), r.choice(["chest pain", "cellulitis", "syncope", "COPD exacerbation"]),
        r.choice(["Troponin negative x2, stress test normal", "IV cefazolin x48h then oral", "Telemetry unremarkable", "Nebs, steroids, O2 weaned"]),
        c.D(c.plus(dos, r.randint(1, 4))), r.choice(["home", "home with spouse", c.hosp("carehome")])))
    L.append("")
    L.append("Reviewer: %s, %s (%s), Medical Director, license %s." % (rev.drfull, cred(c), r.choice(["Internal Medicine", "Family Medicine", "Cardiology"]), c.medlic()))
    L.append("")
    L.append("Your rights: You or the member may appeal within 180 days of this notice. Send appeals to the address above, fax %s, or online at %s. A peer-to-peer discussion may be requested by calling %s (reference %s)." % (
        c.fax(), c.url("appeals"), c.phone(False, ext=True), c.idn("P2P-######")))
    L.append("")
    L.append("Amount billed: $%s   Allowed: $0.00   Member responsibility: $%s" % ("{:,.2f}".format(r.uniform(300, 48000)), "{:,.2f}".format(r.uniform(0, 3000))))
    L.append("")
    L.append("cc: %s, %s" % (pt.full, c.addr_line()))
    L.append("Letter ID %s" % c.idn("LTR##########"))
    return "\n".join(L)


def layout_claim_form(c, pt):
    r = c.r
    md = staff(c)
    ins = c.insurer()
    code, desc = r.choice(CODES)
    sub = relative(c, pt, "spouse") if r.random() < .4 else None
    dos = c.plus(c.today, -r.randint(3, 60))
    L = []
    L.append("HEALTH INSURANCE CLAIM FORM (%s)" % r.choice(["CMS-1500 02/12", "electronic 837P extract", "UB-04 summary"]))
    L.append("Payer: %s, %s" % (ins, c.addr_line(c.town_name())))
    L.append("1a. Insured's ID: %s" % c.hplan())
    L.append("2.  Patient name: %s        3. DOB %s  Sex %s" % (pt.LFM, c.D(pt.dob, "us"), "M" if pt.sex == "M" else "F"))
    L.append("4.  Insured's name: %s" % (sub.LF if sub else "SAME"))
    L.append("5.  Patient address: %s   Tel %s" % (c.addr_line(), c.phone(False)))
    L.append("6.  Relationship to insured: %s" % ("spouse" if sub else "self"))
    L.append("7.  Insured's address: %s" % ("same" if not sub else c.addr_line()))
    L.append("11. Group no: %s   Employer: %s   Plan: %s" % (c.group(), c.employer(), r.choice(["PPO", "HMO", "EPO", "Medicare Advantage"])))
    L.append("14. Date of current illness: %s   17. Referring: %s   NPI %s" % (c.D(c.plus(dos, -r.randint(1, 30)), "us"), staff(c).lf, c.npi()))
    L.append("19. Additional: %s" % r.choice(["accident - MVA, other party insurer %s claim %s" % (c.insurer(), c.claim()), "workers comp - employer %s" % c.employer(), "none"]))
    L.append("21. Dx: A. %s  B. %s  C. %s" % (code, r.choice(CODES)[0], r.choice(CODES)[0]))
    L.append("22. Resubmission code: %s   Original ref: %s" % (r.choice(["", "7", "8"]), c.claim()))
    L.append("23. Prior auth: %s" % c.idn("PA##########"))
    L.append("")
    L.append("24. Line items")
    L.append("    DOS        POS  CPT    Mod  Dx  Charges    Units  Rendering NPI")
    for i in range(r.randint(2, 6)):
        cpt, cd = r.choice(CPTS)
        L.append("    %s  %s   %s  %s   %s   %9s  %d      %s" % (c.D(c.plus(dos, i), "us"), r.choice(["11", "21", "22", "23"]), cpt, r.choice(["  ", "25", "59", "LT", "RT"]),
                                                           r.choice("ABC"), "{:,.2f}".format(r.uniform(40, 9000)), r.randint(1, 3), c.npi()))
    L.append("")
    L.append("25. Federal tax ID: %s    26. Patient account no: %s" % (c.idn("##-#######"), c.acct()))
    L.append("31. Signature of physician: %s, %s   Date %s" % (md.full, cred(c), c.D(c.today, "us")))
    L.append("32. Service facility: %s, %s   NPI %s" % (c.hosp(), c.addr_line(c.town_name()), c.npi()))
    L.append("33. Billing provider: %s, %s   Ph %s" % (OG(r.choice(["%s Medical Billing" % c.town_name(), "%s Revenue Cycle Partners" % r.choice(["Keystone", "Cardinal", "Harbourlight"])])), c.addr_line(c.town_name()), c.phone(False)))
    L.append("")
    L.append("Clearinghouse batch %s submitted %s by %s from %s" % (c.idn("B########"), c.D(c.today, "iso"), staff(c).un, c.ip()))
    L.append("")
    L.append("Attached clinical note excerpt (%s, %s):" % (c.D(dos, "us"), md.full))
    L.append("  %s presents with %s. %s. Assessment: %s. Plan: %s." % (
        c.age_sex(pt.age, pt.sex), r.choice(["R knee pain after fall at work", "neck pain after rear-end MVC", "productive cough x10d", "uncontrolled glucose"]),
        clin.vitals(c, 0), desc, r.choice(["PT 2x/wk x6 wk", "MRI ordered", "abx, f/u 1 wk", "adjust insulin"])))
    return "\n".join(L)


def layout_appeal(c, pt):
    r = c.r
    md = staff(c)
    code, desc = r.choice(CODES)
    cpt, cdesc = r.choice(CPTS)
    dos = c.plus(c.today, -r.randint(30, 150))
    L = []
    L.append(letterhead(c, c.hosp(), r.choice(["Patient Financial Services", "Revenue Cycle - Denials Management", "Office of the Medical Director"]), c.town_name()))
    L.append("")
    L.append(c.D(c.today, "long_us" if c.loc == "US" else "long"))
    L.append("")
    L.append("%s\nAttn: %s\n%s" % (c.insurer(), r.choice(["Appeals Unit", "Provider Disputes", "Clinical Review"]), c.addr_block(c.town_name())))
    L.append("Via fax: %s" % c.fax())
    L.append("")
    L.append("Re: %s %s appeal\nPatient: %s   DOB %s\n%s: %s   Claim: %s   Denial letter dated %s (ref %s)\nAccount: %s   DOS: %s" % (
        r.choice(["First-level", "Second-level", "Expedited"]), r.choice(["clinical", "medical necessity", "level of care"]),
        pt.full, c.D(pt.dob), "Member ID" if c.loc == "US" else "Policy no", c.hplan(), c.claim(), c.D(c.plus(c.today, -r.randint(10, 40))), c.idn("LTR##########"),
        c.acct(), c.D(dos)))
    L.append("")
    L.append("Dear Reviewer,")
    L.append("")
    L.append("I am writing on behalf of my patient, %s, to appeal the denial of %s (%s). %s is %s %s-year-old %s with %s." % (
        pt.tl, cdesc, cpt, pt.tl, "a" if not str(pt.age).startswith("8") else "an", AG(pt.age), ("man" if pt.sex == "M" else "woman"),
        ", ".join(clin.pmh(c, 3))))
    L.append("")
    L.append("On %s %s presented to %s with %s. Initial vitals were %s. Labs showed %s. %s required %s, which cannot safely be provided in an observation setting." % (
        c.D(dos), pt.he, c.hosp(), desc.lower(), clin.vitals(c, 0), clin.labs(c, "basic", 0), pt.he.capitalize(),
        r.choice(["IV vasopressors", "BiPAP and frequent ABGs", "continuous IV insulin", "serial troponins and heparin infusion"])))
    L.append("")
    L.append("InterQual/MCG criteria for inpatient admission were met on day 1 (see attached). %s lives alone in %s, %d miles from the hospital, and %s %s, %s, %s, could not provide overnight supervision." % (
        pt.he.capitalize(), c.town(), r.randint(5, 80), pt.his, r.choice(["daughter", "son", "niece"]), family(c, pt).full,
        r.choice(["who works nights as " + an(prof(c)), "who lives in %s" % c.town()])))
    L.append("")
    L.append("Enclosures: H&P (%s), progress notes, %s, discharge summary. Please contact my office at %s or %s with questions." % (
        c.D(dos), r.choice(["ICU flowsheets", "ECGs", "imaging reports"]), c.phone(False, ext=True), c.email(md)))
    L.append("")
    L.append("Sincerely,\n\n%s, %s\n%s   NPI %s   DEA %s" % (md.drfull, cred(c), r.choice(["Attending Physician", "Physician Advisor", "Hospitalist"]),
                                                            c.npi(), c.dea()) if c.loc == "US" else "Sincerely,\n\n%s\nRegistration %s" % (md.drfull, c.medlic()))
    L.append("")
    L.append("Prepared by %s, denials specialist, %s" % (staff(c).full, c.phone(False, ext=True)))
    return "\n".join(L)


def layout_eob_au(c, pt):
    r = c.r
    fund = c.insurer()
    md = staff(c)
    dos = c.plus(c.today, -r.randint(10, 90))
    L = []
    L.append("%s - %s" % (fund, r.choice(["Statement of Benefits", "Explanation of Benefits", "Pre-approval outcome", "Hospital claim assessment"])))
    L.append("%s   Member: %s   Membership no: %s   Policy: %s" % (c.D(c.today), pt.full, c.hplan(), r.choice(["Gold Hospital + Extras", "Silver Plus", "Top Hospital", "Bronze"])))
    L.append("Mail to: %s" % c.addr_line())
    L.append("")
    L.append("Patient: %s (%s)   Admission: %s, %s to %s" % (pt.fn, r.choice(["member", "partner", "dependant"]), c.hosp(), c.D(dos), c.D(c.plus(dos, r.randint(0, 6)))))
    L.append("Provider: %s   Provider no: %s" % (md.drfull, c.idn("######@@")))
    L.append("")
    L.append("%-10s %-12s %-30s %10s %10s %10s" % ("Date", "Item", "Description", "Charged", "Benefit", "Gap"))
    for i in range(r.randint(3, 7)):
        ch = r.uniform(80, 5000)
        L.append("%-10s %-12s %-30s %10.2f %10.2f %10.2f" % (c.D(c.plus(dos, i % 3), "dmy"), str(r.randint(10000, 60000)), r.choice(["Anaesthetic, initiation", "Surgical assist",
                                                                                                                               "Theatre fee", "Accommodation (private room)", "Prosthesis - knee", "Pathology", "Consultation"]),
                                                                        ch, ch * .75, ch * .25))
    L.append("")
    L.append("Clinical information provided (from pre-admission form by %s): %s" % (md.dr, r.choice([
        "L TKR for severe OA, failed conservative management, BMI 31, Kellgren-Lawrence grade 4.",
        "Lap chole for symptomatic cholelithiasis, 3 ED presentations.", "Colonoscopy for PR bleeding, FHx bowel cancer (father)."])))
    L.append("Prosthesis serial (as billed): %s" % c.serial())
    L.append("Waiting period check: joined %s; pre-existing condition assessment by %s - %s." % (c.D(c.plus(c.today, -r.randint(300, 4000))), staff(c).drfull,
                                                                                              r.choice(["not pre-existing", "pre-existing, 12-month wait served"])))
    L.append("Bank details ending %s. Payment ref %s sent %s." % (M("ACCOUNT", c.digits(4)), c.acct(), c.D(c.plus(c.today, 2))))
    L.append("")
    L.append("Questions: %s or %s. Log in at %s." % (c.phone(False), c.email(org=None), c.url()))
    return "\n".join(L)


LAYOUTS = [layout_cdi_query, layout_denial, layout_claim_form, layout_appeal, layout_eob_au]


_COUNT = {}  # per-locale rotation through the layouts that fit the locale


def make(c, i):
    pt = patient(c, 18, 92)
    ok = [l for l in LAYOUTS if not (l is layout_claim_form and c.loc != "US") and not (l is layout_eob_au and c.loc == "US")]
    n = _COUNT[c.loc] = _COUNT.get(c.loc, -1) + 1
    lay = ok[n % len(ok)]
    return lay(c, pt), lay.__name__, pt
