"""Genre: confidential school nurse text-messaging service conversation log (own genre)."""
import datetime

import frag as F
import people
import places as PL
from common import Doc, P, chance

HELP = {"UK": "Childline", "IE": "Childline (ISPCC)", "US": "a crisis line", "CA": "Kids Help Phone",
        "AU": "Kids Helpline", "NZ": "Youthline"}
OUTCOME = {"period": "Signposted to GP; drop-in offered", "anxiety": "Face-to-face appointment booked",
           "sexual_health": "Signposted to pharmacy / sexual health clinic", "self_harm": "Escalated to DSL; phone call made",
           "sleep": "Advice given; leaflet link sent", "bullying": "Head of Year informed with consent",
           "smoking": "Face-to-face appointment booked; Trading Standards informed", "diet": "Face-to-face appointment booked"}
TOPICS = ["period", "anxiety", "sexual_health", "self_harm", "sleep", "bullying", "smoking", "diet"]


def _stamp(rng, k, dt, h, m, style):
    return ["[", F.D(rng, k, dt, style), " %02d:%02d] " % (h, m)]


def gen(rng, lower, c):
    k = people.make_case(rng, c, 11, 17)
    d = Doc(rng, lower)
    style = "uk" if c not in ("US", "CA") else ("us" if c == "US" else "iso")
    svc_no = PL.phone(rng, c, k.town, True)
    pupil_mob = PL.phone(rng, c, k.town, True)
    nurse = k.nurse
    uname = nurse.username(rng)
    topic = rng.choice(TOPICS)
    d.add(F.service_header(rng, k, rng.choice(["SCHOOL NURSE TEXT MESSAGING SERVICE - CONVERSATION LOG",
                                               "ChatHealth conversation export", "Text Line - Conversation Record"])))
    d.line("Service number: {s}   Conversation ID: {cid}", {"s": P(svc_no, "PHONE"),
                                                          "cid": P("%s-%06d" % (rng.choice(["CH", "TXT", "CONV"]), rng.randint(0, 999999)), "IDNUM")})
    d.line("Client mobile: {m}   Client identified as: {n}, {a}, {s}", {
        "m": P(pupil_mob, "PHONE"), "n": F.pt(k, rng.choice(["full", "first"])), "a": F.age_p(rng, k, rng.choice(["y", "yrs", "age"])),
        "s": P(k.school, "ORGANIZATION")})
    d.line("Handled by: {n} (user {u})   Risk flag: %s" % rng.choice(["none", "amber", "none", "red - escalated"]), {
        "n": F.doc(nurse), "u": P(uname, "USERNAME")})
    if chance(rng, 0.3):
        d.line("Channel: web chat widget, session from {ip}", {"ip": F.private_ip(rng)})
    d.t("\n")
    dt = k.note_date
    h, m = rng.randint(16, 21), rng.randint(0, 50)
    d.add(_stamp(rng, k, dt, h, m, style))
    d.t("Client: " + rng.choice(["hi is this the school nurse", "hiya can i ask sumthing", "hello? is this private",
                                 "hi i need help with something"]) + "\n")
    d.add(_stamp(rng, k, dt, h, m + 1, style))
    d.t("Auto-reply: Thanks for your message. This service is checked Monday-Friday 9am-4:30pm. If you need help now "
        "call %s or contact %s.\n" % (k.v["emerg"], HELP[c]))
    dt2 = F.weekday_on_or_after(dt + datetime.timedelta(days=1))
    hh = 9
    d.add(_stamp(rng, k, dt2, hh, 5, style))
    d.f("Nurse ({i}): Hi, my name is {f} and I'm a school nurse. Can you tell me your first name, age and school so "
        "I know who I'm talking to?\n", {"i": F.doc(nurse, "init"), "f": F.doc(nurse, "first")})
    d.add(_stamp(rng, k, dt2, hh, 11, style))
    words = k.school.replace("St. ", "St ").split()
    sch_short = " ".join(words[:2]) if words[0] in ("St", "Saint", "Our", "Holy", "Sacred", "Scoil", "Gaelscoil",
                                                    "Ysgol", "Te") else words[0]
    d.f("Client: its {n} im {a} i go to {s}\n", {"n": P(k.child.first.lower(), "PATIENT"), "a": P(str(k.age), "AGE"),
                                                 "s": P(sch_short.lower() if chance(rng, 0.6) else k.school, "ORGANIZATION")})
    mm = 14
    if topic == "period":
        lines = [("Client", "my period has been going on for like 12 days and its really heavy. my mum {mum} says its normal?"),
                 ("Nurse", "That sounds tiring. Are you changing pads more than every 2 hours, or feeling dizzy or breathless?"),
                 ("Client", "yeh dizzy in PE on {day}"),
                 ("Nurse", "I'd like you to see your GP this week. Would you like me to call your mum with you, or see me at drop-in?")]
    elif topic == "anxiety":
        lines = [("Client", "i keep having panic attacks before maths, my heart goes mad and i cant breathe"),
                 ("Nurse", "Thank you for telling me. Panic feels scary but it can't hurt you. Have you tried the 4-7-8 breathing?"),
                 ("Client", "no. my friend {fr} has them too"),
                 ("Nurse", "Shall we book you in to see me on {dt2} at lunchtime? I can also tell you about the Mental Health Support Team.")]
    elif topic == "sexual_health":
        lines = [("Client", "can u get the morning after pill if ur 15 without parents knowing"),
                 ("Nurse", "Yes - you can get emergency contraception free and confidentially. It works best as soon as possible. When did you have sex?"),
                 ("Client", "{sat} night"),
                 ("Nurse", "OK - {ph} pharmacy near school or the sexual health clinic can help today. Is everything OK with the person you had sex with? Are they a similar age?")]
    elif topic == "self_harm":
        lines = [("Client", "ive been cutting again. not deep. dont tell anyone"),
                 ("Nurse", "I'm really glad you told me. I need to keep you safe - are you thinking about ending your life?"),
                 ("Client", "not really. just want it to stop. my dad {dad} doesnt know"),
                 ("Nurse", "I'm going to call you on {mob} in 5 minutes so we can talk properly. I may need to share this with the safeguarding lead to keep you safe.")]
    elif topic == "sleep":
        lines = [("Client", "i cant sleep till like 3am every night and then i cant get up"),
                 ("Nurse", "That sounds hard. What do you do in the hour before bed?"),
                 ("Client", "on my phone / tiktok lol. and my brother {sib} plays xbox in our room"),
                 ("Nurse", "I'll send you our sleep leaflet. Could you try phone off at 10pm for a week and text me how it goes on {dt2}?")]
    elif topic == "bullying":
        lines = [("Client", "people in my year keep posting stuff about me on snap. one account is {h}"),
                 ("Nurse", "I'm sorry that's happening. Have you been able to tell anyone at school or at home?"),
                 ("Client", "no. i dont want to make it worse. {fr} knows"),
                 ("Nurse", "Would it be OK if I let your Head of Year know? We can also screenshot and report it. You did the right thing messaging.")]
    elif topic == "smoking":
        lines = [("Client", "how do i stop vaping im addicted"),
                 ("Nurse", "Well done for wanting to stop. How many do you use a day, and what strength?"),
                 ("Client", "like one 20mg a day. i get them from the shop on {street}"),
                 ("Nurse", "Thanks - that shop shouldn't be selling to under-18s. I'll book you in with me on {dt2} to make a quit plan.")]
    else:
        lines = [("Client", "how many calories should i eat to lose weight fast. i want to lose 5kg before {ev}"),
                 ("Nurse", "Thanks for asking. Crash dieting can make you feel unwell and it doesn't last. Are you skipping meals at the moment?"),
                 ("Client", "kinda. just have lunch"),
                 ("Nurse", "Can we meet at drop-in on {dt2}? I'd like to chat about how you're feeling about food and your body.")]
    dt3 = F.weekday_on_or_after(dt2 + datetime.timedelta(days=rng.randint(2, 6)))
    ctx = {"sat": P(rng.choice(["saturday", "friday", "sat"]), "DATE"), "mum": P(k.mum.first.lower(), "FAMILY"), "day": P(rng.choice(PL.DAYS[:5]).lower(), "DATE"),
           "fr": P(people.new_person(rng, c, sex=k.child.sex).first.lower(), "FAMILY"),
           "dt2": F.D(rng, k, dt3, "weekday"), "ph": P(rng.choice(F.PO.PHARMACY) + " Pharmacy", "HOSPITAL"),
           "dad": P(k.dad.first.lower(), "FAMILY"), "mob": P(pupil_mob, "PHONE"),
           "sib": P(k.sibs[0].first.lower() if k.sibs else people.new_person(rng, c, sex="M").first.lower(), "FAMILY"),
           "h": ["@", F.handle(rng, k)], "street": P(rng.choice(F.PO.STREET_CORES) + " Road", "STREET"),
           "ev": rng.choice(["prom", "the school formal", "my cousin's wedding"])}
    for who, txt in lines:
        d.add(_stamp(rng, k, dt2, hh, mm, style))
        d.f(who + (" (" if who == "Nurse" else "") + ("{ini}" if who == "Nurse" else "") + (")" if who == "Nurse" else "")
            + ": " + txt + "\n", dict(ctx, ini=F.doc(nurse, "init")))
        mm += rng.randint(1, 6)
    d.add(_stamp(rng, k, dt2, hh, mm + 2, style))
    d.t("Client: " + rng.choice(["ok thanks", "ok", "thank u", "ty x", "kk"]) + "\n")
    d.t("\nOUTCOME\n")
    d.line("%s. Conversation closed {dt} by {u}." % OUTCOME[topic], {"dt": F.D(rng, k, dt2, style), "u": P(uname, "USERNAME")})
    if topic in ("self_harm", "bullying") or chance(rng, 0.2):
        d.line("Safeguarding: discussed with {dsl} (DSL) at %02d:%02d; record of concern completed." % (hh + 1, rng.randint(0, 59)),
               {"dsl": F.doc(people.staff(rng, c))})
    d.line("Leaflet link sent: {u}", {"u": F.url(rng, k, "/leaflets/" + topic.replace("_", "-"))})
    return d, k
