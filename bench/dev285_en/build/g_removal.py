"""Genre: equipment removal requests (forms, family e-mails, collection jobs)."""
import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name, doc_ref
from nb import Note, P

GENRE = "removal_request"

REASONS = ["patient deceased", "no longer clinically indicated", "moved into care home (oxygen provided there)",
           "moved out of area", "patient request - not using", "safety concern: continued smoking",
           "long-term hospital admission", "changed to liquid oxygen (new supplier)"]


def _items(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    n.ln("Equipment to collect:")
    n.ln("  - ", conc, " concentrator   S/N ", P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"))
    if rng.random() < 0.6:
        n.ln("  - ", poc, " + charger   S/N ", P(phi.serial(rng, CL.POC_SERIAL_KIND[poc]), "DEVICE"))
    n.ln("  - ", str(rng.randint(1, 8)), " x ", cyl, " cylinders", rng.choice(["", " (incl. empties)", " + regulator"]))
    if rng.random() < 0.3:
        n.ln("  - Pulse oximeter ", rng.choice(CL.OXIMETERS), " (loan) S/N ", P(phi.serial(rng, "oximeter"), "DEVICE"))
    n.ln("  - consumables, humidifier bottle, 15 m tubing")


def form(rng, cs, n):
    reason = rng.choice(REASONS)
    titles = {"UK": ["HOOF Part B - REMOVAL", "HOME OXYGEN - EQUIPMENT REMOVAL REQUEST"],
              "US": ["DME PICKUP ORDER - OXYGEN", "Discontinue Home Oxygen - Pickup Request"]}.get(cs.c, ["Request for Removal of Oxygen Equipment", "HOME OXYGEN - EQUIPMENT REMOVAL REQUEST"])
    n.ln(rng.choice(titles))
    n.ln("To: ", P(cs.supplier, "ORGANIZATION"), "   Fax: ", P(cs.sup_fax, "FAX"))
    n.ln("From: ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "fml"])), ", ", P(cs.hosp, "HOSPITAL"), "   Tel ", P(cs.hosp_phone, "PHONE"))
    n.ln("Date of request: ", cs.d(rng), "   Original order ref: ", P(cs.order, "IDNUM"))
    n.ln("")
    n.ln("Patient: ", cs.pt_name(rng, rng.choice(["LFU", "LF", "tfull"])), "   DOB: ", cs.dob_s(rng))
    lab, val, typ = cs.hc_id(rng)
    n.ln(lab, ": ", P(val, typ), "   Supplier acct: ", P(cs.acct, "ACCOUNT"))
    n.ln("Address: ", cs.addr(rng))
    n.ln("")
    n.ln("Reason for removal: ", reason)
    if reason == "patient deceased":
        n.ln("Date of death: ", cs.d(rng, offset=-rng.randint(1, 12), style=rng.choice(["num", "long", "short"])),
             rng.choice(["", " (at home)", " (in hospice)"]))
        n.ln("Please liaise sensitively with family. Contact: ", cs.rel, " ", cs.fam_name(rng, "full"), " ", P(cs.fam_phone, "PHONE"))
    elif "care home" in reason:
        n.ln("New address: ", P(cs.carehome, "HOSPITAL"), ", ", P(cs.town, "CITY"), " - no equipment to follow.")
    elif "out of area" in reason:
        n.ln("New area team notified; patient moving on ", cs.d(rng, offset=rng.randint(3, 20), style="num"), " to ",
             P(rng.choice(PP.towns(cs.c)), "CITY"))
    elif "smoking" in reason:
        n.ln("Decision made at MDT ", cs.d(rng, offset=-rng.randint(1, 7), style="num"), " after ", rng.choice(["2 incidents", "burns incident", "repeated warnings"]),
             "; see incident ", P(phi.incident_no(rng), "IDNUM"), ". GP and patient informed in writing.")
    else:
        n.ln("Patient aware and agrees. Contact on ", P(cs.mobile, "PHONE"), " before attending.")
    n.ln("")
    _items(rng, cs, n)
    n.ln("")
    n.ln("Urgency: ", rng.choice(["routine (within 5 working days)", "next working day", "ASAP - safety", "by 3 working days"]))
    n.ln("Access: ", rng.choice(["key with next-door neighbour", "family will be at property", "care home reception", "ring bell twice, hard of hearing"]))
    n.ln("")
    n.ln("Authorised: ", name(rng, cs.nurse, "DOCTOR", "init"), "  ", rng.choice(["[e-sig]", "signed", "/s/"]), "  ", cs.d(rng, style="num"))
    if rng.random() < 0.5:
        n.ln("Supplier confirmation: collection booked ", cs.d(rng, offset=rng.randint(1, 6), style=rng.choice(["wkdm", "num", "dmon"])),
             " AM, job ", P(phi.job_no(rng), "IDNUM"))


def family_email(rng, cs, n):
    sup_mail = phi.org_email(rng, cs.slug)
    fam_mail = phi.email(rng, cs.fam.first, cs.fam.last)
    f = cs.pt.sex == "F"
    rel_to = {"wife": "husband", "husband": "wife", "daughter": "mum" if f else "dad", "son": "mother" if f else "father",
              "partner": "partner", "niece": "aunt" if f else "uncle", "nephew": "aunt" if f else "uncle",
              "neighbour": "neighbour", "friend": "friend", "carer": "client",
              "granddaughter": "nan" if f else "grandad", "grandson": "grandmother" if f else "grandfather",
              "sister": "sister" if f else "brother", "brother": "sister" if f else "brother",
              "son-in-law": "mother-in-law" if f else "father-in-law",
              "daughter-in-law": "mother-in-law" if f else "father-in-law"}[cs.rel]
    his = "Her" if f else "His"
    n.ln("From: ", cs.fam_name(rng, "full"), " <", P(fam_mail, "EMAIL"), ">")
    n.ln("To: ", P(sup_mail, "EMAIL"))
    n.ln("Date: ", cs.d(rng, style=rng.choice(["wklong", "long", "short"])), " ", CM.clock(rng, 6, 23))
    n.ln("Subject: ", rng.choice([["Collection of oxygen equipment"], ["oxygen machine - please collect"], ["Re: account ", P(cs.acct, "ACCOUNT")], ["Removal"]]))
    n.ln("")
    n.ln(rng.choice(["Hello,", "Dear Sir/Madam", "Hi there", "To whom it may concern,"]))
    n.ln("")
    died = rng.random() < 0.6
    if died:
        n.w("I'm writing to let you know that my ", rel_to, " ", cs.pt_name(rng, rng.choice(["full", "tfull"])), " passed away on ",
            cs.d(rng, offset=-rng.randint(1, 10), style=rng.choice(["long", "wklong", "num"])), ". ")
        n.w("Could you please arrange for the oxygen machine and the cylinders to be collected from ", P(cs.street, "STREET"), ", ",
            P(cs.town, "CITY"), " ", P(cs.postcode, "ZIP"), ". ")
    else:
        n.w("My ", rel_to, " ", cs.pt_name(rng, "full"), " has moved into ", P(cs.carehome, "HOSPITAL"),
            " and won't be needing the oxygen at home anymore. ")
        n.w("The house at ", P(cs.street, "STREET"), " is being cleared ", rng.choice(["at the end of the month", "next week", "by Friday"]), ". ")
    n.w(rng.choice(["There is also a box of tubing and some unopened cannulas. ", "The big cylinder is in the garage. ",
                    "The small portable one is still charging in the hall. ", ""]))
    n.w("I'm there most ", rng.choice(["mornings", "afternoons", "days after 2pm"]), ", or you can ring me on ", P(cs.fam_phone, "PHONE"), ". ")
    n.w(rng.choice([his + " account number is ", his + " customer number I think is ", "Reference on the paperwork: "]), P(cs.acct, "ACCOUNT"), ".")
    n.ln("")
    n.ln("")
    n.ln(rng.choice(["Thanks", "Many thanks", "Kind regards", "Thank you for all your help over the years"]), ",")
    n.ln(cs.fam_name(rng, rng.choice(["first", "full"])))
    n.ln("")
    n.ln("----- reply -----")
    n.ln("Dear ", cs.fam_name(rng, rng.choice(["first", "title"])), ",")
    n.w(rng.choice(["We are very sorry for your loss. ", "Thank you for letting us know. "]))
    n.w("Collection is booked for ", cs.d(rng, offset=rng.randint(2, 8), style=rng.choice(["wklong", "long", "wkdm"])), " between ",
        rng.choice(["8am-1pm", "12-5pm", "9-12"]), ". Our driver will call 30 minutes before. Job ref ", P(phi.job_no(rng), "IDNUM"), ".")
    n.ln("")
    n.ln(name(rng, cs.clerk, "DOCTOR", rng.choice(["full", "first"])), rng.choice(["", " | Customer Care", " - Patient Services"]))
    n.ln(P(cs.supplier, "ORGANIZATION"), "  ", P(cs.sup_phone, "PHONE"))
    if rng.random() < 0.5:
        n.ln(P(phi.url(rng, cs.slug), "URL"))


def collection(rng, cs, n):
    conc, poc, cyl = CL.equipment(rng, cs.c)
    n.ln(rng.choice(["COLLECTION JOB SHEET", "Equipment Recovery - Job Completion", "PICKUP TICKET"]), "   ", P(cs.supplier, "ORGANIZATION"))
    n.ln("Job: ", P(phi.job_no(rng), "IDNUM"), "   Date: ", cs.d(rng), "   Driver/tech: ", name(rng, cs.eng, "DOCTOR", rng.choice(["full", "init"])),
         "   Van ", P(cs.van, "VEHICLE"))
    n.ln("Customer: ", cs.pt_name(rng, rng.choice(["LF", "LFU"])), "  acct ", P(cs.acct, "ACCOUNT"))
    n.ln("Site: ", cs.addr(rng))
    reason = rng.choice(REASONS)
    n.ln("Reason: ", reason)
    n.ln("")
    n.ln("Collected:")
    n.ln("  ", conc, "  S/N ", P(phi.serial(rng, CL.CONC_SERIAL_KIND[conc]), "DEVICE"), "  hours ", str(rng.randint(200, 38000)))
    k = rng.randint(0, 6)
    n.ln("  ", str(k), " x ", cyl, "  pressures: ", ", ".join(str(rng.choice([0, 0, 20, 60, 137, 200])) for _ in range(max(k, 1))), " bar")
    if rng.random() < 0.5:
        n.ln("  ", poc, " S/N ", P(phi.serial(rng, CL.POC_SERIAL_KIND[poc]), "DEVICE"), " + ", str(rng.randint(1, 3)), " batteries")
    n.ln("Not recovered: ", rng.choice(["none", "1 x cylinder - family believe taken to hospital", "POC charger missing"]))
    n.ln("Decontamination: ", rng.choice(["bagged 'dirty' - to depot", "wiped, tagged quarantine", "standard"]))
    n.ln("Handed over by: ", rng.choice([[cs.fam_name(rng, "full"), " (", cs.rel, ")"], [P(cs.carehome, "HOSPITAL"), " staff"],
                                         ["patient"] if reason != "patient deceased" else ["executor ", name(rng, cs.fam2, "FAMILY", "full")]]))
    if rng.random() < 0.4:
        n.ln("Signature capture: fingerprint ref ", P(phi.bioid(rng, "finger"), "BIOID"))
    n.ln("Closed: ", cs.d(rng, style="iso"), " ", CM.clock(rng), "  by ", P(phi.username(rng, cs.clerk.first, cs.clerk.last), "USERNAME"))


def gen(rng, cs):
    n = Note()
    k = rng.random()
    if k < 0.45:
        form(rng, cs, n)
    elif k < 0.75:
        family_email(rng, cs, n)
    else:
        collection(rng, cs, n)
    return n
