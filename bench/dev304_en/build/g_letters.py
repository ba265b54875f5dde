"""Genres: appeal letter, complaint response letter."""
import datetime as dt
import pools as P
from case import addr_frag, dr, pt, pt_title, phone, new_person
from clinical import code_label, pick_decline, art
from common import (auth, preauth_word, member_no_label, D, letterhead, member_address, salutation, staff_sig,
                    age_frag, money_c, ombudsman, nat_item)
from core import F, R, ch, chance, wch, hhmm, digits


def _insurer_address(n, c, team):
    n.t(team + "\n")
    n.f("{ORGANIZATION:i}\n", dict(i=c.ins_name))
    n.fr(addr_frag(c.ins_addr, "lines"))
    n.t("\n\n")


def _appeal_member(n, c):
    writer_fam = c.child or chance(0.2)
    w = c.fam if writer_fam else c.pt
    wk = "FAMILY" if writer_fam else "PATIENT"
    n.f("{%s:n}\n" % wk, dict(n=w.name(ch(["full", "fml"]))))
    n.fr(addr_frag(c.addr, "lines"))
    n.f("\n{PHONE:p}\n{EMAIL:e}\n\n", dict(p=c.fam_phone if writer_fam else c.pt_mobile, e=c.pt_email))
    n.f("{DATE:d}\n\n", dict(d=D(c, c.today, ch(["full", "long"]))))
    _insurer_address(n, c, ch(["The Appeals Team", "Customer Relations - Appeals", "Complaints & Appeals Department"]))
    ref = ch([c.claim_no, c.preauth_no])
    n.f("Re: Appeal - {IDNUM:r} - %s {HEALTHPLAN:m}\n" % member_no_label(c).lower(), dict(r=ref, m=c.member_no))
    if writer_fam:
        n.t("Patient: ")
        n.f("{PATIENT:p}, DOB {DATE:d}\n", dict(p=c.pt.name("full"), d=D(c, c.dob)))
    n.t("\n" + ch(["Dear Sir or Madam,", "Dear Appeals Team,", "To whom it may concern,"]) + "\n\n")
    decided = c.today - dt.timedelta(days=R.randint(7, 40))
    n.t("I am writing to appeal against your decision of ")
    n.f("{DATE:d}", dict(d=D(c, decided, ch(["full", "dm"]))))
    he = "he" if c.pt.sex == "M" else "she"
    his = "his" if c.pt.sex == "M" else "her"
    if writer_fam:
        n.t(" not to cover my %s's %s. " % ("son" if c.pt.sex == "M" and c.rel in ("mother", "father") else
                                            "daughter" if c.rel in ("mother", "father") else
                                            {"wife": "husband", "husband": "wife", "partner": "partner",
                                             "daughter": "mother" if c.pt.sex == "F" else "father",
                                             "son": "mother" if c.pt.sex == "F" else "father"}[c.rel], c.proc))
        n.f("{PATIENT:f} ", dict(f=c.pt.name("first")))
        n.t("is ")
        n.fr(age_frag(c, "aged")[1:])
        n.t(". We were ")
        me, my, am = he, his, "is"
    else:
        n.t(" to decline my claim for %s. " % c.proc)
        n.t("I was ")
        me, my, am = "I", "my", "am"
    key, reason = pick_decline(c.pr, exclude=("nonpanel", "evidence", "experimental"))
    n.t("told that %s. I do not agree, for the following reasons.\n\n" % reason)
    n.t("1. ")
    if key in ("pre-existing", "moratorium", "waiting"):
        n.f("Cover started on {DATE:s}. ", dict(s=D(c, c.policy_start)))
        n.t("The GP entry you rely on (")
        n.f("{DATE:g}", dict(g=D(c, c.gp_first - dt.timedelta(days=R.randint(400, 2000)))))
        n.t(") was for %s, not the problem %s %s now being treated for. " % (ch(
            ["a sprain of the other ankle", "a chest infection", "heartburn after antibiotics", "a one-off back twinge after gardening",
             "a routine blood pressure check"]), me, am))
        n.t("%s symptoms only began in " % my.capitalize())
        n.f("{DATE:o}.\n", dict(o=D(c, c.onset, "part")))
    elif key == "chronic":
        n.t("This is not routine management of a chronic condition. The treatment is intended to get %s back to normal function, as "
            % ("me" if me == "I" else ("him" if he == "he" else "her")))
        n.fr(dr(c.cons, c, "formal"))
        n.t(" explains in the enclosed letter.\n")
    else:
        n.t("The procedure is needed for function, not appearance. %s GP, " % my.capitalize())
        n.fr(dr(c.gp, c, "full"))
        n.f(" at {HOSPITAL:g}, has documented the symptoms since {DATE:d}.\n", dict(g=c.gp_practice, d=D(c, c.gp_first)))
    n.t("2. ")
    if c.corporate and ((writer_fam and c.holder_is_fam) or (not writer_fam and not c.prof_pre)):
        n.t("I joined the scheme through my employer, ")
        n.f("{ORGANIZATION:e}, where I work as %s{PROFESSION:p}. " % art(c.profession)[:-len(c.profession)],
            dict(e=c.employer, p=c.profession if not writer_fam else ch(["nurse", "accountant", "bus driver", "teacher", "engineer"])))
        n.t("Nobody explained the %s terms to me when the scheme changed insurer.\n" % ch(["moratorium", "exclusion", "waiting period"]))
    else:
        n.t("We have paid premiums for years without a single claim and declared everything we were asked about at application.\n")
    n.t("3. ")
    n.fr(dr(c.cons, c, "formal"))
    n.t(" at ")
    n.f("{HOSPITAL:h} ", dict(h=c.hosp))
    n.t("has said that %s, and delaying it %s.\n\n" % (
        ch(["surgery is the only realistic option", "further conservative treatment would not help",
            "the scan findings are new"]),
        ch(["risks permanent damage", "means %s cannot %s" % (me, "go to school" if c.child else "work"),
            "is affecting %s sleep and mood" % my])))
    if chance(0.5):
        n.t("I spoke to ")
        n.f("{DOCTOR:s}", dict(s=ch([c.assessor, c.ncm]).name(ch(["first", "full"]))))
        n.f(" on {DATE:d}", dict(d=D(c, decided + dt.timedelta(days=R.randint(1, 5)), ch(["wd", "full"]))))
        n.t(" who told me to put my appeal in writing. ")
    n.t("I enclose:\n")
    encl = [F("a letter from ", dr(c.cons, c, "formal"), " dated ", ("DATE", D(c, c.consult))),
            F("a printout of %s GP record from " % my, ("HOSPITAL", c.gp_practice)),
            F("the MRI report (accession ", ("IDNUM", ch(["RAD", "MR"]) + digits(7)), ")"),
            F("my original application form")]
    for e in R.sample(encl, R.randint(2, 4)):
        n.t("  - ")
        n.fr(e)
        n.t("\n")
    n.t("\nIf you maintain your decision I will take this to the %s.\n\n" % P.OMBUDSMAN[c.country])
    n.t(ch(["Yours faithfully,", "Yours sincerely,", "Regards,"]) + "\n\n")
    n.f("{%s:n}\n" % wk, dict(n=w.name(ch(["full", "full", "fil"]))))


def _appeal_consultant(n, c):
    n.f("{HOSPITAL:h}\n", dict(h=c.hosp))
    if chance(0.5):
        n.f("{LOCATION_OTHER:b}\n", dict(b=c.building))
    n.fr(addr_frag(c.hosp_addr, "lines"))
    n.f("\nTel {PHONE:t}  Fax {FAX:f}\n\n{DATE:d}\n\n", dict(t=c.cons_phone, f=c.cons_fax, d=D(c, c.today)))
    _insurer_address(n, c, ch(["Medical Director", "Clinical Appeals", "Chief Medical Officer"]))
    if chance(0.5):
        n.t("Dear ")
        n.fr(dr(c.adviser, c, "formal"))
        n.t(",\n\n")
    else:
        n.t("Dear Colleague,\n\n")
    n.t("Re: ")
    n.f("{PATIENT:p}, DOB {DATE:d}, %s {HEALTHPLAN:m}, ref {IDNUM:r}\n\n" % member_no_label(c), dict(
        p=c.pt.name(ch(["full", "fml", "LF"])), d=D(c, c.dob, "num"), m=c.member_no, r=c.preauth_no))
    n.t("I write in support of my patient's appeal against your refusal to %s %s. " % (auth(c).replace("ation", "e").replace("isation", "ise"), c.proc))
    n.fr(pt(c, "formal"))
    n.t(" is a ")
    n.fr(age_frag(c, "year-old"))
    n.f(" %s{PROFESSION:p} whom I first saw on {DATE:d} with %s.\n\n" % (c.prof_pre, c.pr["hist"][0]), dict(p=c.profession, d=D(c, c.consult)))
    n.t("Your letter states that %s. With respect, I disagree. %s Investigations show %s.\n\n" % (
        pick_decline(c.pr)[1], ch(["The presentation is acute and new.", "The earlier GP entry relates to a different anatomical site.",
                                     "Conservative care has been exhausted.", "The proposed procedure is standard of care."]),
        "; ".join(c.pr["inv"])))
    n.t("Treatment to date has included %s. " % "; ".join(c.pr["cons"]))
    n.t("I would be happy to discuss this by telephone with your medical adviser; my secretary, ")
    n.f("{DOCTOR:s}, can be reached on {PHONE:p}.\n", dict(s=c.sec.name(ch(["full", "first"])), p=c.cons_phone))
    n.t("\nYours sincerely,\n\n\n")
    n.fr(dr(c.cons, c, "sig"))
    n.t("\nConsultant, %s\n" % c.cons_spec)
    n.f("%s {LICENSE:l}\n" % c.lic_body, dict(l=c.cons_lic))
    n.t("cc: ")
    n.fr(pt(c, "formal"))
    n.t("; ")
    n.fr(dr(c.gp, c, "formal"))
    n.f(", {HOSPITAL:g}\n", dict(g=c.gp_practice))


def gen_appeal(n, c):
    if chance(0.65):
        _appeal_member(n, c)
    else:
        _appeal_consultant(n, c)


# ------------------------------------------------------------ complaint response
def gen_complaint_response(n, c):
    letterhead(n, c, dept=ch(["Customer Relations", "Complaints Resolution Team", "Member Advocacy"]))
    n.f("{DATE:d}\n\n", dict(d=D(c, c.today, ch(["full", "long"]))))
    addressee = c.fam if (c.holder_is_fam and chance(0.7)) else c.pt
    member_address(n, c, addressee)
    n.f("Your complaint reference: {IDNUM:r}\n%s: {HEALTHPLAN:m}\n" % member_no_label(c), dict(r=c.complaint_no, m=c.member_no))
    if addressee is c.fam:
        n.f("Patient: {PATIENT:p} (%s)\n" % ("your " + {"mother": "child", "father": "child", "wife": "husband", "husband": "wife",
                                                          "partner": "partner", "daughter": "parent", "son": "parent"}[c.rel]),
            dict(p=c.pt.name(ch(["full", "first"]))))
    n.t("\n")
    salutation(n, c, addressee)
    n.t(ch(["FINAL RESPONSE TO YOUR COMPLAINT", "Our final response", "Response to your complaint"]) + "\n\n")
    recv = c.today - dt.timedelta(days=R.randint(10, 50))
    n.t("Thank you for %s on " % ch(["speaking with me", "your email", "your letter", "your call"]))
    n.f("{DATE:d}", dict(d=D(c, recv, ch(["full", "wd", "dm"]))))
    n.t(". I am sorry that you have had cause to complain and for the delay in our reply.\n\n")
    n.t("YOUR COMPLAINT\nYou told us that:\n")
    issues = [F("you waited %d days for a decision on the %s for %s" % (R.randint(8, 30), preauth_word(c), c.proc)),
              F("our adviser ", ("DOCTOR", c.assessor.name(ch(["first", "full"]))), " told you on ",
                ("DATE", D(c, recv - dt.timedelta(days=R.randint(3, 20)), ch(["wd", "full"]))),
                " that the treatment was covered, but the claim was later declined"),
              F("you received a shortfall invoice of %s from " % money_c(c, R.randint(4, 40) * 25), dr(c.cons, c, "formal")),
              F("we sent correspondence about your claim to an old address in ", ("CITY", ch(P.TOWNS[c.country])[0])),
              F("you were asked to repeat your security details several times and the call with ",
                ("DOCTOR", c.ncm.name("first")), " was cut off"),
              F(("HOSPITAL", c.hosp), " was told your %s number was not valid" % auth(c))]
    chosen = R.sample(issues, R.randint(2, 3))
    for it in chosen:
        n.t("  - ")
        n.fr(it)
        n.t("\n")
    n.t("\nWHAT WE FOUND\n")
    n.t("I have listened to the recordings of your calls")
    if chance(0.5):
        n.f(" (voice biometric reference {BIOID:b})", dict(b=c.bioid))
    n.t(" and reviewed the claim notes. ")
    n.t(ch(["The information you were given was incorrect, and I apologise.",
            "The decision on your claim was correct under the policy terms, but we should have explained it more clearly.",
            "There was an avoidable delay while we waited for information from the hospital, and we did not keep you updated.",
            "Our records show that the address change you requested was not processed."]))
    if chance(0.5):
        n.t(" We also spoke to ")
        n.fr(dr(c.cons, c, "formal"))
        n.t("'s practice, who confirmed %s.\n\n" % ch(["the fee was above our schedule", "they were not told about the shortfall in advance",
                                                       "the authorisation was received on time"]))
    else:
        n.t("\n\n")
    outcome = ch(["uphold", "partially uphold", "do not uphold"])
    n.t("OUR DECISION\nI %s your complaint. " % outcome)
    if outcome != "do not uphold":
        n.t("To put things right we will %s" % ch(["pay the shortfall of %s directly to the consultant" % money_c(c, R.randint(4, 40) * 25),
                                                    "reassess the claim without applying the %s" % ("deductible" if c.country == "CA" else "excess"),
                                                    "pay the claim in full as a gesture of goodwill"]))
        if chance(0.7):
            n.t(" and send a payment of %s for the distress and inconvenience caused to the account ending " % money_c(c, ch([50, 75, 100, 150, 200, 250])))
            n.f("{ACCOUNT:a}", dict(a=c.bank_last4))
        n.t(".\n\n")
    else:
        n.t("I understand this is not the answer you hoped for.\n\n")
    n.t("Feedback from your complaint has been shared with the team involved")
    if chance(0.5):
        n.t(" and their manager, ")
        n.f("{DOCTOR:m}", dict(m=new_person(c).name("full")))
    n.t(".\n\n")
    n.t("IF YOU ARE STILL UNHAPPY\n" + ombudsman(c) + " Referring your complaint will not affect your right to take legal action.\n")
    staff_sig(n, c, c.mgr, ch(["Customer Relations Manager", "Complaints Resolution Specialist", "Senior Complaints Handler"]),
              phone=c.mgr_phone, email=None if chance(0.5) else "complaints@" + c.ins_host)
    if chance(0.4):
        n.t("\nEnclosed: our complaints leaflet; copy of call summary dated ")
        n.f("{DATE:d}.\n", dict(d=D(c, recv, "num")))
