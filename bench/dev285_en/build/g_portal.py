"""Genre: patient portal messages (patient / proxy message + clinician reply)."""
import phi
import clinical as CL
import common as CM
import pools_places as PP
from case import name
from nb import Note, P

GENRE = "portal_message"

PORTALS = ["MyChart", "MyHealth Portal", "Patients Know Best", "HealthConnect", "myRecord", "CarePortal"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
HOLS = ["Christmas", "Easter", "Thanksgiving", "Boxing Day", "New Year's Day", "St Patrick's Day", "Canada Day", "Australia Day", "Labor Day"]


def _msg_body(rng, cs, proxy):
    me = "my " + ("mum" if cs.pt.sex == "F" else "dad") if proxy else "I"
    out = []
    k = rng.randint(0, 7)
    if k == 0:
        out += ["hi, the oxygen machine has started beeping on and off since ", P(rng.choice(WEEKDAYS), "DATE"),
                " night and the light goes orange. i switched it off and on again. is it safe to keep using it? ",
                rng.choice(["we have the spare cylinder", "the cylinder is nearly empty", "i dont know how to work the cylinder"]), ". "]
    elif k == 1:
        out += ["Hello, ", ("I" if not proxy else me), " would like to go on holiday to ", P(rng.choice(PP.DESTINATIONS)[0], "COUNTRY"),
                " in ", P(rng.choice(MONTHS), "DATE"), ". ", ("Do I" if not proxy else "Does " + ("she" if cs.pt.sex == "F" else "he")),
                " need a letter for the airline and can the portable one go on the plane? ",
                "We fly with ", P(rng.choice(PP.AIRLINES), "ORGANIZATION"), ". "]
    elif k == 2:
        out += ["My sats on the finger thing were ", str(rng.randint(79, 88)), "% this morning and ", str(rng.randint(84, 92)),
                "% after 20 mins on the oxygen. Should I turn it up to ", str(rng.randint(3, 5)), "? I feel more tired than usual. "]
    elif k == 3:
        out += ["The tubing keeps getting caught on the door and the cannula is making my ears sore. Can I have a longer tube ",
                "and the soft ear covers? Also the delivery man said my next service is due on ",
                P(phi.fmt_date(rng, CM.later(cs.visit, rng.randint(5, 40)), cs.c, rng.choice(["dmon", "long", "num"])), "DATE"), ". "]
    elif k == 4:
        out += ["Just to let you know ", me, " was admitted to ", P(cs.hosp2, "HOSPITAL"),
                " on ", P(phi.fmt_date(rng, CM.later(cs.visit, -rng.randint(3, 20)), cs.c, rng.choice(["dmon", "num", "long"])), "DATE"),
                " with a chest infection and came home ", P(rng.choice(WEEKDAYS), "DATE"), ". They said to ask you about the oxygen level. "]
    elif k == 5:
        out += ["Can I use my oxygen while I cook? I have a gas hob. My ", cs.rel, " ", cs.fam_name(rng, "first"),
                " usually does the cooking but is away until ", P(rng.choice(HOLS), "DATE"), ". "]
    elif k == 6:
        out += ["My ", cs.rel, " still smokes but only in the garden, is that ok? The man from ", P(cs.supplier, "ORGANIZATION"),
                " said something about it when he came with the new machine. "]
    else:
        out += ["The new portable one (", rng.choice(CL.POCS), ") only lasts about an hour on setting ", str(rng.randint(2, 4)),
                ". The old one lasted longer. Could someone ring me on ", P(cs.mobile, "PHONE"), " please, I'm in after ",
                rng.choice(["2", "11", "3pm", "lunch"]), ". "]
    if rng.random() < 0.4:
        out += [rng.choice(["Also ", "PS "]), rng.choice([["I turn ", P(str(cs.age), "AGE"), " next month so can you update my details"],
                                                        ["my new email is ", P(phi.email(rng, cs.pt.first, cs.pt.last), "EMAIL")],
                                                        ["our landline changed to ", P(phi.phone(rng, cs.c, "land"), "PHONE")],
                                                        ["I've moved to ", P(cs.street, "STREET"), ", ", P(cs.town, "CITY")]]), ". "]
    return out


def thread(rng, cs, n):
    portal = rng.choice(PORTALS)
    proxy = rng.random() < 0.35
    pu = phi.username(rng, (cs.fam if proxy else cs.pt).first, (cs.fam if proxy else cs.pt).last)
    sent = cs.visit
    lower = rng.random() < 0.3
    n.ln(portal, " - Secure Message", rng.choice(["", "  (Home Oxygen Service)", "  >> Respiratory"]))
    n.ln("Message ID: ", P(phi.job_no(rng).replace("CALL", "MSG"), "IDNUM"), "   Thread: ", rng.choice(["new", "2 messages", "3 messages"]))
    n.ln("Patient: ", cs.pt_name(rng, rng.choice(["full", "LF"])), "   DOB: ", cs.dob_s(rng), "   MRN: ", P(cs.mrn, "MRN"))
    if proxy:
        n.ln("From: ", cs.fam_name(rng, "full"), " (proxy - ", cs.rel, ")   user: ", P(pu, "USERNAME"))
    else:
        n.ln("From: ", cs.pt_name(rng, "full"), "   user: ", P(pu, "USERNAME"))
    n.ln("To: ", rng.choice(["Home Oxygen Team", "Pulmonary Clinic Pool", "Respiratory Nurses", "Oxygen Service inbox"]))
    n.ln("Sent: ", cs.d(rng, sent, rng.choice(["num", "wk", "short", "iso"])), " ", CM.clock(rng, 6, 23))
    n.ln("Subject: ", rng.choice(["oxygen", "Question about my oxygen", "machine beeping", "holiday", "RE: appointment", "tubing", "help please"]))
    n.ln("")
    body = _msg_body(rng, cs, proxy)
    n.w(body)
    n.ln("")
    sign = rng.random()
    if sign < 0.4:
        n.ln(rng.choice(["thanks", "Thank you", "Many thanks", "cheers"]), " ", (cs.fam_name(rng, "first") if proxy else cs.pt_name(rng, rng.choice(["first", "nick"]))))
    elif sign < 0.7:
        n.ln((cs.fam_name(rng, "full") if proxy else cs.pt_name(rng, "full")))
    n.ln("")
    n.ln("-" * 30)
    reply_d = CM.later(sent, rng.randint(1, 3))
    n.ln("Reply from: ", name(rng, cs.nurse, "DOCTOR", rng.choice(["full", "fml"])), ", ", cs.nurse.cred or "RN", "   ",
         cs.d(rng, reply_d, rng.choice(["num", "short", "iso"])), " ", CM.clock(rng, 8, 17))
    n.ln("")
    n.w(rng.choice(["Hello ", "Dear ", "Hi "]), (cs.fam_name(rng, "first") if proxy else cs.pt_name(rng, rng.choice(["first", "title"]))), ", ")
    n.w(rng.choice(["thank you for your message. ", "thanks for getting in touch. "]))
    n.w(rng.choice([["Please do not change the flow rate without speaking to us first. "],
                    ["I have asked ", P(cs.supplier, "ORGANIZATION"), " to send an engineer; their 24h line is ", P(cs.sup_phone, "PHONE"), ". "],
                    ["We can provide a fitness-to-fly letter; we will book a hypoxic challenge test first. "],
                    ["You must not use the oxygen within 2-3 metres of a gas hob or any flame. "],
                    ["I will call you on ", P(cs.home_phone, "PHONE"), " tomorrow morning. "]]))
    em = {"UK": ["If you feel more breathless, drowsy or confused please call 999 or go to A&E. ",
                 "If you are worried out of hours, call NHS 111. "],
          "IE": ["If you feel much worse call 999 or 112, or attend ED. ", "Out of hours please contact your GP out-of-hours co-op. "],
          "US": ["If symptoms worsen call 911. ", "After hours, call the clinic line and ask for the on-call pulmonologist. "],
          "CA": ["If symptoms worsen call 911 or go to the ER. ", "You can also call 811 (Health Link) after hours. "],
          "AU": ["In an emergency dial 000. ", "After hours you can call the nurse-on-call line. "]}[cs.c]
    n.w(rng.choice(em + [""]))
    n.ln("")
    n.ln(rng.choice(["Kind regards", "Best wishes", "Thanks"]), ", ", name(rng, cs.nurse, "DOCTOR", "first"))
    n.ln("Home Oxygen Team, ", P(cs.hosp, "HOSPITAL"), "   ", P(cs.hosp_phone, "PHONE"))
    n.ln("")
    foot = rng.randint(0, 3)
    if foot == 0:
        n.ln("[Sent via ", P(phi.url(rng, rng.choice(["mychart", "myhealth", "pkb", "careportal"])), "URL"), " from ", P(phi.ip_private(rng), "IPADDR"), "]")
    elif foot == 1:
        n.ln("Session: login ", P(pu, "USERNAME"), " | auth: device biometric (", P(phi.bioid(rng, "finger"), "BIOID"), ") | IP ",
             P(phi.ip_private(rng), "IPADDR"))
    elif foot == 2:
        n.ln("Do not reply to this e-mail notification. Notification sent to ", P(cs.email, "EMAIL"))
    else:
        n.ln("Message filed to chart by ", P(phi.username(rng, cs.nurse.first, cs.nurse.last), "USERNAME"), " - encounter ",
             P(cs.acct, "ACCOUNT"))
    return lower


def gen(rng, cs):
    n = Note()
    thread(rng, cs, n)
    return n
