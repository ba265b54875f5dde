"""Genre: oxygen review letters to the GP / primary care physician."""
import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name, doc_ref, street, postcode
from nb import Note, P

GENRE = "review_letter_gp"


def _hosp_addr(rng, cs):
    reg = cs.region
    return [P(street(rng, cs.c), "STREET"), ", ", P(rng.choice(PP.towns(cs.c)), "CITY"), " ", P(postcode(rng, cs.c, reg), "ZIP")]


def _gp_label(cs):
    return {"US": "PCP", "CA": "family physician"}.get(cs.c, "GP")


def full_letter(rng, cs, n):
    units = CL.kpa_units(cs.c, rng)
    fl = CL.flow(rng)
    hr = CL.hours(rng)
    use = rng.uniform(3.5, 23.5)
    outcome = rng.choice(["continue", "continue", "increase", "reduce", "withdraw"])
    g0 = CL.abg_set(rng, units, 0.0 if outcome == "withdraw" else None)
    g1 = CL.abg_set(rng, units, float(fl))
    d_short, d_long, icd = CL.dx(rng)
    his = "her" if cs.pt.sex == "F" else "his"
    she = "She" if cs.pt.sex == "F" else "He"
    n.ln(P(cs.hosp, "HOSPITAL"))
    n.ln(rng.choice(["Home Oxygen Assessment & Review Service", "Integrated Respiratory Team - Oxygen Service", "Respiratory Outpatients",
                     "Community Oxygen Service"]))
    if rng.random() < 0.6:
        n.ln(_hosp_addr(rng, cs))
    n.ln("Tel: ", P(cs.hosp_phone, "PHONE"), rng.choice(["   Fax: ", "   Secure fax: "]), P(cs.hosp_fax, "FAX"))
    if rng.random() < 0.4:
        n.ln("Email: ", P(phi.org_email(rng, rng.choice(["hosar", "o2team", "homeoxygen"])), "EMAIL"))
    n.ln("")
    n.ln("Date dictated: ", cs.d(rng), (["   Date typed: ", cs.d(rng, offset=rng.randint(1, 6))] if rng.random() < 0.5 else []))
    n.ln("")
    n.ln(doc_ref(rng, cs.gp))
    n.ln(P(cs.practice, "HOSPITAL"))
    if rng.random() < 0.7:
        n.ln(P(street(rng, cs.c), "STREET"))
        n.ln(P(cs.town, "CITY"), " ", P(postcode(rng, cs.c, cs.region), "ZIP"))
    n.ln("")
    n.ln("Dear ", doc_ref(rng, cs.gp), ",")
    n.ln("")
    n.ln("Re: ", cs.pt_name(rng, rng.choice(["tfull", "full", "LFU"])), ", DOB ", cs.dob_s(rng), ", ",
         cs.hc_id(rng)[0], " ", P(cs.hc_id(rng)[1], cs.hc_id(rng)[2]))
    n.ln("    ", cs.addr(rng, with_region=False))
    n.ln("")
    n.ln("Diagnosis: ", d_long, "; ", "; ".join(CL.comorb(rng, 2)))
    n.ln("Current prescription: ", fl, " L/min via ", rng.choice(CL.DELIVERY), ", ", hr, " hours/day (", rng.choice(CL.CONCENTRATORS), ")",
         rng.choice(["", "; ambulatory " + rng.choice(CL.POCS), "; ambulatory cylinders"]))
    n.ln("")
    where = rng.choice(["at home", "in the oxygen clinic", "by telephone/video", "at the community clinic"])
    n.w("I reviewed ", cs.pt_name(rng, rng.choice(["title", "first", "title"])), " ", where, " on ",
        cs.d(rng, offset=-rng.randint(0, 10), style=rng.choice(["long", "num", "wklong"])))
    if rng.random() < 0.5:
        n.w(", accompanied by ", his, " ", cs.rel, " ", cs.fam_name(rng, rng.choice(["first", "full"])))
    n.w(". ")
    n.w(rng.choice(["Breathlessness is unchanged", "There has been a gradual decline", "Things have been steady",
                    "Two exacerbations since last review, both managed with rescue packs"]), "; ", CL.scores(rng, 2), ". ")
    n.w("The concentrator hour meter indicates an average use of ", "%.1f" % use, " hours/day (prescribed ", hr, "). ")
    if use < 12:
        n.w(rng.choice(["I have explained again that benefit requires at least 15 hours a day. ",
                        she + " finds the tubing restrictive and mainly uses it at night. "]))
    n.ln("")
    n.ln("")
    n.ln("Smoking: ", CM.smoking(rng, cs), ". ", CL.advice(rng, 1)[0])
    n.ln("")
    n.ln("Results:")
    n.ln("  SpO2 on air at rest ", g0["SaO2"], "%, on ", fl, " L/min ", g1["SaO2"], "%")
    n.ln("  ", CL.gas_line(rng, g0, units, rng.choice(["ABG (air)", "CBG (air)", "Earlobe gas, air"]), compact=rng.random() < 0.5))
    n.ln("  ", CL.gas_line(rng, g1, units, rng.choice(["on %s L/min" % fl, "on O2 %s L" % fl]), compact=rng.random() < 0.5))
    n.ln("  ", " ; ".join(CL.hard(rng, 2)))
    n.ln("")
    n.ln("Plan:")
    if outcome == "continue":
        n.ln("1. Continue oxygen at ", fl, " L/min for ", hr, " h/day. No change to HOOF.")
    elif outcome == "increase":
        n.ln("1. Increase to ", str(float(fl) + 1).rstrip("0").rstrip("."), " L/min; amended order sent to ", P(cs.supplier, "ORGANIZATION"), ".")
    elif outcome == "reduce":
        n.ln("1. Reduce to ", rng.choice(["1", "0.5"]), " L/min overnight only (NOT); ", P(cs.supplier, "ORGANIZATION"), " informed.")
    else:
        n.ln("1. Oxygen no longer indicated (PaO2 on air ", g0["pO2"], " ", units, "); removal requested from ",
             P(cs.supplier, "ORGANIZATION"), ". ", rng.choice(["Patient agreed.", "Patient reluctant but accepted explanation."]))
    n.ln("2. ", rng.choice(["Next review in 6 months", "Review 12/12", "Review in 3/12 with repeat gas", "Annual review, sooner if needed"]), ".")
    n.ln("3. ", rng.choice(["Please consider referral to pulmonary rehabilitation.", "Please continue to encourage smoking cessation.",
                           "Please review diuretic dose - ankles more swollen.", "No action required from primary care."]))
    n.ln("")
    n.ln(rng.choice(["Yours sincerely,", "Kind regards,", "Best wishes,", "Yours sincerely"]))
    n.ln("")
    who = rng.choice([cs.nurse, cs.cons])
    n.w(CM.sig(rng, cs, who, "Home Oxygen Nurse Specialist" if who is cs.nurse else "Consultant Respiratory Physician",
               phone_kind=rng.choice([None, "tel"])))
    if rng.random() < 0.4:
        n.ln("Dictated by ", name(rng, who, "DOCTOR", "init"), rng.choice([", typed by ", " / "]), name(rng, cs.clerk, "DOCTOR", rng.choice(["initials", "full"])))
    n.w(CM.cc_line(rng, cs))


def summary(rng, cs, n):
    """EHR-generated templated review summary."""
    fl = CL.flow(rng)
    n.ln("*** OXYGEN REVIEW SUMMARY ***  generated ", cs.d(rng, style="iso"), " ", CM.clock(rng))
    n.ln("To: ", doc_ref(rng, cs.gp), " (", P(cs.practice, "HOSPITAL"), ")  via ", rng.choice([["e-referral"], ["fax ", P(cs.gp_fax, "FAX")], ["secure messaging"]]))
    n.ln("Patient ........ ", cs.pt_name(rng, "LFU"))
    n.ln("DOB/Age ........ ", cs.dob_s(rng), " / ", P(str(cs.age), "AGE"))
    lab, val, typ = cs.hc_id(rng)
    n.ln(lab, " ........ ", P(val, typ))
    n.ln("Hospital no .... ", P(cs.mrn, "MRN"))
    n.ln("Review type .... ", rng.choice(["6-month LTOT", "annual", "post-exacerbation", "compliance (low usage flag)"]))
    n.ln("Review date .... ", cs.d(rng))
    n.ln("Clinician ...... ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "LF"])), ", ", cs.nurse.cred or "")
    n.ln("Rx ............. ", fl, " L/min x ", CL.hours(rng), " h; ", rng.choice(CL.POCS), " pulse ", str(rng.randint(1, 4)))
    n.ln("Usage .......... ", "%.1f" % rng.uniform(4, 23), " h/day (meter ", str(rng.randint(1000, 40000)), " h)")
    n.ln("SpO2 RA/O2 ..... ", str(rng.randint(82, 90)), "% / ", str(rng.randint(90, 97)), "%")
    n.ln("Smoking ........ ", CM.smoking(rng, cs))
    n.ln("Outcome ........ ", rng.choice(["continue unchanged", "flow increased", "ambulatory added", "withdrawn - removal requested",
                                          "refer NIV service"]))
    n.ln("Next due ....... ", cs.d(rng, offset=rng.choice([90, 180, 182, 365]), style=rng.choice(["my", "num", "short"])))
    n.ln("Supplier ....... ", P(cs.supplier, "ORGANIZATION"), " acct ", P(cs.acct, "ACCOUNT"))
    n.ln("Free text: ", rng.choice(["Pt well. ", "", "Carer present. "]), CM.social(rng, cs))


def gen(rng, cs):
    n = Note()
    if rng.random() < 0.7:
        full_letter(rng, cs, n)
    else:
        summary(rng, cs, n)
    if rng.random() < 0.3:
        n.w(CM.audit(rng, cs))
    return n
